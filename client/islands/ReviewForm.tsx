// A buyer's review form (docs/reviews.md), on the review page their order links to
// (worker/pages/routes/review.ts). With script it posts to the review call with the crumb and
// shows the answer in place; without, the same form posts to the page, which answers with the
// same `answer` this island then starts from. The call's messages show by their field.
//   editing --submit--> sending (further submits ignored) --> thanks | editing with the message
import { useId, useRef, useState, type FormEvent } from "react";
import { UNABLE_TO_CONNECT } from "./cart-api";
import { crumbHeaders } from "./crumb";
import {
  FIELD_OF_MESSAGE,
  type ReviewField,
  type ReviewFormProps,
  type ReviewFormValues,
} from "../../worker/reviews/form";
import { MAX_BODY_CHARS, MAX_NAME_CHARS, MAX_TITLE_CHARS } from "../../worker/reviews/limits";
import { REVIEW_THANKS } from "../../worker/reviews/messages";

const GENERAL_ERROR = "Unknown error, please try again later.";
const RATINGS = [1, 2, 3, 4, 5] as const;

async function post(itemId: string, body: unknown): Promise<{ ok: boolean; message: string }> {
  try {
    const res = await fetch(`/api/commerce/products/${encodeURIComponent(itemId)}/reviews`, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json", ...crumbHeaders() },
      body: JSON.stringify(body),
    });
    if (res.ok) return { ok: true, message: "" };
    const json = (await res.json().catch(() => ({}))) as { message?: unknown };
    return { ok: false, message: typeof json.message === "string" ? json.message : GENERAL_ERROR };
  } catch {
    return { ok: false, message: UNABLE_TO_CONNECT };
  }
}

/** The form's fields as the browser reads them (the worker's type check knows no DOM forms). */
const formData = (form: unknown) =>
  new (FormData as unknown as new (form: unknown) => { get(name: string): unknown })(form);

export function ReviewForm({ itemId, orderId, token, action, crumb, orderUrl, answer }: ReviewFormProps) {
  const id = useId();
  const [done, setDone] = useState(answer?.done === true);
  const [message, setMessage] = useState(answer && !answer.done ? answer.message : undefined);
  const [sending, setSending] = useState(false);
  const busy = useRef(false);
  const values: ReviewFormValues = answer && !answer.done ? answer.values : {};
  const field: ReviewField | undefined = message ? FIELD_OF_MESSAGE[message] : undefined;
  const errorId = (f: ReviewField | "form") => `${id}-${f}-error`;
  const errorOf = (f: ReviewField) =>
    field === f ? (
      <p className="review-field-error" id={errorId(f)} role="alert">
        {message}
      </p>
    ) : null;
  const invalid = (f: ReviewField) =>
    field === f ? { "aria-invalid": true, "aria-describedby": errorId(f) } : {};

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy.current) return;
    const data = formData(event.currentTarget);
    const rating = data.get("rating");
    busy.current = true;
    setSending(true);
    const result = await post(itemId, {
      orderId,
      token,
      rating: rating === null ? undefined : Number(rating),
      title: String(data.get("title") ?? ""),
      body: String(data.get("body") ?? ""),
      reviewerName: String(data.get("reviewerName") ?? ""),
    });
    busy.current = false;
    setSending(false);
    if (result.ok) setDone(true);
    else setMessage(result.message);
  }

  if (done)
    return (
      <div className="review-thanks">
        <p role="status">{REVIEW_THANKS}</p>
        <p>
          <a href={orderUrl}>Back to your order</a>
        </p>
      </div>
    );
  return (
    <form className="review-form" method="post" action={action} noValidate onSubmit={(e) => void submit(e)}>
      <input type="hidden" name="crumb" value={crumb} />
      <fieldset
        className="review-rating"
        role="radiogroup"
        aria-labelledby={`${id}-rating`}
        {...invalid("rating")}
      >
        <legend id={`${id}-rating`}>Your rating</legend>
        {RATINGS.map((n) => (
          <label key={n}>
            <input type="radio" name="rating" value={n} defaultChecked={values.rating === n} />
            {/* n stars, shown; the words are the label (a shared stars module would be a chunk of its own). */}
            <span aria-hidden="true">{"★".repeat(n)}</span> {n === 1 ? "1 star" : `${n} stars`}
          </label>
        ))}
        {errorOf("rating")}
      </fieldset>
      <div className="review-field">
        <label htmlFor={`${id}-title`}>Title (optional)</label>
        <input
          id={`${id}-title`}
          name="title"
          maxLength={MAX_TITLE_CHARS}
          defaultValue={values.title}
          {...invalid("title")}
        />
        {errorOf("title")}
      </div>
      <div className="review-field">
        <label htmlFor={`${id}-body`}>Your review</label>
        <textarea
          id={`${id}-body`}
          name="body"
          rows={6}
          maxLength={MAX_BODY_CHARS}
          defaultValue={values.body}
          {...invalid("body")}
        />
        {errorOf("body")}
      </div>
      <div className="review-field">
        <label htmlFor={`${id}-name`}>Name shown with your review</label>
        <input
          id={`${id}-name`}
          name="reviewerName"
          autoComplete="given-name"
          maxLength={MAX_NAME_CHARS}
          defaultValue={values.reviewerName}
          {...invalid("reviewerName")}
        />
        {errorOf("reviewerName")}
      </div>
      {message && !field ? (
        <p className="review-form-error" role="alert" id={errorId("form")}>
          {message}
        </p>
      ) : null}
      <button type="submit" className="button review-submit" aria-disabled={sending}>
        {sending ? "Sending…" : "Submit review"}
      </button>
    </form>
  );
}
