// The baseline for bench/edge-throughput.ts: the least a Worker can do per request. With
// `?bytes=N` it answers N bytes of text, so a peer of the page's own size can be measured too.
const MAX_BYTES = 1_000_000;

export default {
  fetch(request: Request): Response {
    const bytes = Number(new URL(request.url).searchParams.get("bytes"));
    const body = bytes > 0 ? "x".repeat(Math.min(bytes, MAX_BYTES)) : "hello";
    return new Response(body, { headers: { "content-type": "text/plain" } });
  },
};
