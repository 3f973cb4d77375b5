// The buyer's review form (the ReviewForm island; worker/pages/routes/review.ts without script):
// its props, a post's answer, and which field each of the call's messages belongs beside.
import {
  RATING_INVALID,
  REVIEW_BODY_REQUIRED,
  REVIEW_BODY_TOO_LONG,
  REVIEW_TITLE_TOO_LONG,
  REVIEWER_NAME_REQUIRED,
  REVIEWER_NAME_TOO_LONG,
} from "./messages";

export type ReviewField = "rating" | "title" | "body" | "reviewerName";

/** The call's messages that are about one field; the others (403, 409, 404) are the form's. */
export const FIELD_OF_MESSAGE: Readonly<Record<string, ReviewField>> = {
  [RATING_INVALID]: "rating",
  [REVIEW_TITLE_TOO_LONG]: "title",
  [REVIEW_BODY_REQUIRED]: "body",
  [REVIEW_BODY_TOO_LONG]: "body",
  [REVIEWER_NAME_REQUIRED]: "reviewerName",
  [REVIEWER_NAME_TOO_LONG]: "reviewerName",
};

export interface ReviewFormValues {
  rating?: number;
  title?: string;
  body?: string;
  reviewerName?: string;
}

/** A post's outcome, shown by the form: taken (the thanks), or refused with the call's message. */
export type ReviewFormAnswer = { done: true } | { done: false; message: string; values: ReviewFormValues };

export interface ReviewFormProps {
  itemId: string;
  orderId: string;
  token: string;
  /** The form's own address (with the token), for a post without script. */
  action: string;
  /** The visitor's crumb, posted as a hidden field without script (the page is private). */
  crumb: string;
  orderUrl: string;
  answer?: ReviewFormAnswer;
}
