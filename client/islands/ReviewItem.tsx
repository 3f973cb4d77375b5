// One review as the product page lists it: the same markup as the theme's list
// (themes/default/collections/products.item), for the reviews Show more reviews adds.
import { forwardRef } from "react";
import { starsLabel, starsText } from "../../worker/reviews/stars";
import type { PublicReview } from "./review-list-api";

interface Props {
  review: PublicReview;
  /** The date in the site's words (the theme's `datetime date:long`). */
  date: string;
}

export const ReviewItem = forwardRef<HTMLLIElement, Props>(function ReviewItem({ review, date }, ref) {
  return (
    <li className="review" ref={ref} tabIndex={-1}>
      <p className="review-stars">
        <span role="img" aria-label={starsLabel(review.rating)}>
          {starsText(review.rating)}
        </span>
      </p>
      {review.title ? <h3 className="review-title">{review.title}</h3> : null}
      <p className="review-body">{review.body}</p>
      <p className="review-byline">
        <span className="review-name">{review.reviewerName}</span>
        {review.verifiedBuyer ? (
          <>
            {" "}
            <span className="review-verified">Verified buyer</span>
          </>
        ) : null}{" "}
        <time dateTime={review.createdAt ?? undefined}>{date}</time>
      </p>
    </li>
  );
});
