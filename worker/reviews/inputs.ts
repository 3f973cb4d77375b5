// The inputs of the review calls (zod), with the messages of ./messages.ts.
import { z } from "zod";
import { REVIEW_STATUSES } from "../db/schema";
import {
  ORDER_PROOF_REQUIRED,
  RATING_INVALID,
  REVIEW_BODY_REQUIRED,
  REVIEW_BODY_TOO_LONG,
  REVIEW_SORT_INVALID,
  REVIEW_STATUS_INVALID,
  REVIEW_TITLE_TOO_LONG,
  REVIEWER_NAME_REQUIRED,
  REVIEWER_NAME_TOO_LONG,
} from "./messages";
import { MAX_BODY_CHARS, MAX_NAME_CHARS, MAX_TITLE_CHARS } from "./limits";

export { MAX_BODY_CHARS, MAX_NAME_CHARS, MAX_TITLE_CHARS };
export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 50;

export const REVIEW_SORTS = ["newest", "helpful"] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];

const limit = z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE);

export const publicListQuery = z.object({
  sort: z.enum(REVIEW_SORTS, { message: REVIEW_SORT_INVALID }).default("newest"),
  cursor: z.string().max(512).optional(),
  limit,
});

export const ownerListQuery = z.object({
  status: z.enum(REVIEW_STATUSES, { message: REVIEW_STATUS_INVALID }).optional(),
  cursor: z.string().max(512).optional(),
  limit,
});

const proof = z
  .string({ message: ORDER_PROOF_REQUIRED })
  .min(1, ORDER_PROOF_REQUIRED)
  .max(128, ORDER_PROOF_REQUIRED);

/** A buyer's review: the order's id and link token prove the purchase (docs/reviews.md). */
export const reviewBody = z.object({
  orderId: proof,
  token: proof,
  rating: z
    .number({ message: RATING_INVALID })
    .int(RATING_INVALID)
    .min(1, RATING_INVALID)
    .max(5, RATING_INVALID),
  title: z
    .string()
    .trim()
    .max(MAX_TITLE_CHARS, REVIEW_TITLE_TOO_LONG)
    .optional()
    .transform((t) => (t ? t : null)),
  body: z
    .string({ message: REVIEW_BODY_REQUIRED })
    .trim()
    .min(1, REVIEW_BODY_REQUIRED)
    .max(MAX_BODY_CHARS, REVIEW_BODY_TOO_LONG),
  reviewerName: z
    .string({ message: REVIEWER_NAME_REQUIRED })
    .trim()
    .min(1, REVIEWER_NAME_REQUIRED)
    .max(MAX_NAME_CHARS, REVIEWER_NAME_TOO_LONG),
});
