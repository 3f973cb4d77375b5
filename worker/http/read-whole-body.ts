// Every answer leaves after its request body has arrived in full: what a route did not read (a 404
// for an unknown path, a refusal before parsing: 403, 413, 415, 429, an upload refused after its
// first bytes) is read here and dropped, never cancelled.
//
// Why: under `wrangler dev` (npm start) every request passes wrangler's ProxyWorker, which streams
// the body on to this worker. An answer sent before that stream ends, or a cancelled body, makes
// the ProxyWorker's forward fail ("Can't read from request stream after response has been sent",
// then "Network connection lost."), and wrangler 4.86 turns that into a 503 "Your worker restarted
// mid-request" for a POST, a request queued for good for a GET, and exits with an empty
// `✘ [ERROR]` when the failing request's path is `/` (docs/soak.md). Deployed, reading the rest
// costs only the bytes a client chose to send, which Cloudflare caps at 100 MB anyway.
const MAX_DRAIN_BYTES = 128 * 1024 * 1024;

/** What `drain` needs of a reader. */
export interface BodyReader {
  read(): Promise<ReadableStreamReadResult<Uint8Array>>;
  cancel(): Promise<void>;
}

/** Reads what is left of `reader`'s body and drops it; past MAX_DRAIN_BYTES it gives up and cancels. */
export async function drain(reader: BodyReader): Promise<void> {
  let bytes = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      bytes += value.byteLength;
      if (bytes > MAX_DRAIN_BYTES) return void (await reader.cancel());
    }
  } catch {
    // The client went away or the body was cancelled already: nothing left to read.
  }
}

/**
 * `answer`, once whatever of `request`'s body its handler left unread has been read. A body still
 * held by a reader (a handler that took one and kept it) cannot be read here and is left as it is:
 * handlers that stop early release their reader instead of cancelling it (files/upload.ts).
 */
export async function afterWholeBody(
  request: Request,
  answer: Response | Promise<Response>,
): Promise<Response> {
  const body = request.body;
  if (!body) return answer;
  try {
    return await answer;
  } finally {
    if (!body.locked) await drain(body.getReader());
  }
}
