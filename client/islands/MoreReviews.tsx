// The product page's Show more reviews (docs/reviews.md): the theme lists the first reviews; this
// island adds the next ones from the public call after the page's cursor, in the page's order,
// and moves focus to the first review added. Hydrated on the visitor's first interaction with it
// (client/islands/index.ts), so it costs a product page nothing until then.
//   idle --press--> loading (further presses ignored) --> idle with more | done | failure (retry)
import { useEffect, useRef, useState } from "react";
import { fetchReviews, type PublicReview } from "./review-list-api";
import { ReviewItem } from "./ReviewItem";

export interface MoreReviewsProps {
  itemId: string;
  sort: string;
  cursor: string;
  locale: string;
  timeZone: string;
}

export function MoreReviews({ itemId, sort, cursor, locale, timeZone }: MoreReviewsProps) {
  const [added, setAdded] = useState<PublicReview[]>([]);
  const [next, setNext] = useState<string | null>(cursor);
  const [loading, setLoading] = useState(false);
  const [failure, setFailure] = useState<string>();
  const [focusAt, setFocusAt] = useState(-1);
  const firstAdded = useRef<HTMLLIElement>(null);
  // A second press before the first answer would fetch the same page again.
  const busy = useRef(false);

  // The worker's type check knows no DOM: the one call made on it.
  useEffect(() => (firstAdded.current as { focus(): void } | null)?.focus(), [focusAt]);

  async function more() {
    if (busy.current || !next) return;
    busy.current = true;
    setLoading(true);
    setFailure(undefined);
    const page = await fetchReviews(itemId, sort, next);
    busy.current = false;
    setLoading(false);
    if ("message" in page) return setFailure(page.message);
    setFocusAt(added.length);
    setAdded([...added, ...page.reviews]);
    setNext(page.nextPageCursor);
  }

  const day = new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone });
  return (
    <>
      {added.length > 0 ? (
        <ul className="review-list">
          {added.map((review, i) => (
            <ReviewItem
              key={review.id}
              ref={i === focusAt ? firstAdded : undefined}
              review={review}
              date={review.createdAt ? day.format(Date.parse(review.createdAt)) : ""}
            />
          ))}
        </ul>
      ) : null}
      {failure ? (
        <p className="review-more-error" role="alert">
          {failure}
        </p>
      ) : null}
      {next ? (
        <button
          type="button"
          className="button review-more"
          aria-disabled={loading}
          onClick={() => void more()}
        >
          {loading ? "Loading reviews…" : "Show more reviews"}
        </button>
      ) : null}
    </>
  );
}
