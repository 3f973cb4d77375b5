// One cap on every request body, for every route: 1 MB (the spec's MB, 1,000,000 bytes), then 413
// `{ message }`. Declared lengths are refused before a byte is read; a body sent without a
// Content-Length (chunked) is counted while read, and refused once it passes the cap. Routes that
// take small bodies keep their own tighter limit (limitBody in validation.ts).
import type { Context, MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { apiError } from "./errors";
import { BODY_TOO_LARGE } from "./messages";

export const MAX_REQUEST_BODY_BYTES = 1_000_000;

/**
 * Routes that legitimately take more and enforce their own size while streaming, so they are not
 * buffered here: an owner's file upload goes to R2 as it arrives, with a Content-Length required
 * and checked against the file kind's limit and the site's quota (files/upload.ts).
 */
const STREAMED_UPLOADS: { method: string; path: RegExp }[] = [
  { method: "POST", path: /^\/api\/owner\/files\/?$/ },
];

const takesItsOwnLimit = (c: Context) =>
  STREAMED_UPLOADS.some((route) => route.method === c.req.method && route.path.test(c.req.path));

// The unread rest of a refused body is left to releaseUnreadBody (validation.ts), which handles
// every API answer's unread body in one place.
const capped = bodyLimit({
  maxSize: MAX_REQUEST_BODY_BYTES,
  onError: (c) => apiError(c, 413, BODY_TOO_LARGE),
});

export const requestBodyLimit: MiddlewareHandler = (c, next) =>
  takesItsOwnLimit(c) ? next() : capped(c, next);
