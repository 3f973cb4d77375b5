// The baseline for bench/edge-throughput.ts: the least a Worker can do per request.
export default {
  fetch: () => new Response("hello", { headers: { "content-type": "text/plain" } }),
};
