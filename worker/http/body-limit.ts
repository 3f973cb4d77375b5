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

/** A stream of what `source` has not yet given anyone. */
const streamOf = (source: ReadableStreamDefaultReader<Uint8Array>) =>
  new ReadableStream<Uint8Array>({
    async pull(controller) {
      const { done, value } = await source.read();
      if (done) controller.close();
      else controller.enqueue(value);
    },
    cancel: (reason) => source.cancel(reason),
  });

const isChunked = (headers: Headers) => !headers.has("content-length") || headers.has("transfer-encoding");

export const requestBodyLimit: MiddlewareHandler = (c, next) => {
  if (!c.req.raw.body || takesItsOwnLimit(c)) return next();
  // bodyLimit reads a chunked body through a reader it never lets go of, so it reads here through
  // a stream fed from the request's own reader: on refusal, the unread rest is put back as the
  // request's body. What to do with an unread body (cancel it, or read it to the end) is decided in
  // one place for every API answer, releaseUnreadBody (validation.ts), after this answer.
  let source: ReadableStreamDefaultReader<Uint8Array> | undefined;
  if (isChunked(c.req.raw.headers)) {
    source = c.req.raw.body.getReader();
    c.req.raw = new Request(c.req.raw, { body: streamOf(source) });
  }
  return bodyLimit({
    maxSize: MAX_REQUEST_BODY_BYTES,
    onError: (c) => {
      if (source) c.req.raw = new Request(c.req.raw, { body: streamOf(source) });
      return apiError(c, 413, BODY_TOO_LARGE);
    },
  })(c, next);
};
