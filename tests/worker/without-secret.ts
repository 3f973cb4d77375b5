// The worker as a deployment that never ran `wrangler secret put NAME` would run it: the test
// bindings without that one secret.
import { createExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import worker from "../../worker/index";

export const withoutSecret = (name: string) => ({
  fetch: async (request: Request): Promise<Response> =>
    worker.fetch(request, { ...env, [name]: undefined }, createExecutionContext()),
});
