// One cap on every request body, for every route: 1 MB (the spec's MB, 1,000,000 bytes), then 413
// `{ message }`. Declared lengths are refused before a byte is read; a body sent without a
// Content-Length (chunked) is counted while read, and refused once it passes the cap. Routes that
// take small bodies keep their own tighter limit (limitBody in validation.ts).
import type { Context, MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { apiError } from "./errors";
import { type BodyReader, drain } from "./read-whole-body";
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

/**
 * `reader`, read one call at a time: a body of the runtime's own allows a single pending read, and
 * the stream handed to bodyLimit may still be pulling when the rest is drained.
 */
function oneReadAtATime(reader: ReadableStreamDefaultReader<Uint8Array>): BodyReader {
  let last: Promise<unknown> = Promise.resolve();
  const read = () => {
    const next = last.then(
      () => reader.read(),
      () => reader.read(),
    );
    last = next;
    return next;
  };
  return { read, cancel: () => reader.cancel() };
}

/** A stream of what `source` has not yet given anyone. */
const streamOf = (source: BodyReader) =>
  new ReadableStream<Uint8Array>({
    async pull(controller) {
      const { done, value } = await source.read();
      if (done) controller.close();
      else controller.enqueue(value);
    },
    cancel: () => source.cancel(),
  });

const isChunked = (headers: Headers) => !headers.has("content-length") || headers.has("transfer-encoding");

const limit = bodyLimit({
  maxSize: MAX_REQUEST_BODY_BYTES,
  onError: (c) => apiError(c, 413, BODY_TOO_LARGE),
});

export const requestBodyLimit: MiddlewareHandler = async (c, next) => {
  const body = c.req.raw.body;
  if (!body || takesItsOwnLimit(c)) return next();
  if (!isChunked(c.req.raw.headers)) return limit(c, next);
  // bodyLimit reads a chunked body through a reader it never lets go of, so the rest of a refused
  // body could not be read to its end (read-whole-body.ts says why it must be). It reads here
  // through a stream fed from this reader instead, and what is left is read after the answer.
  const source = oneReadAtATime(body.getReader());
  c.req.raw = new Request(c.req.raw, { body: streamOf(source) });
  try {
    return await limit(c, next);
  } finally {
    await drain(source);
  }
};
