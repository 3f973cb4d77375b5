// The baseline for bench/edge-throughput.ts: the least a Worker can do per request. With
// `?bytes=N` it answers N bytes of text, so a peer of the page's own size can be measured too, and
// with `&html` it says they are HTML. Plain JavaScript: Miniflare runs it as it is.
const MAX_BYTES = 1_000_000;

export default {
  /** @param {Request} request */
  fetch(request) {
    const params = new URL(request.url).searchParams;
    const bytes = Number(params.get("bytes"));
    const body = bytes > 0 ? "x".repeat(Math.min(bytes, MAX_BYTES)) : "hello";
    const type = params.has("html") ? "text/html; charset=UTF-8" : "text/plain";
    return new Response(body, { headers: { "content-type": type } });
  },
};
