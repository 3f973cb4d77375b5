// Writes per client address, through Workers Rate Limiting bindings: counted in memory at the
// edge, no storage, so cheap enough for hot paths. Keyed by the address Cloudflare saw
// (CF-Connecting-IP); Cloudflare always sets the header, and a request without it (a test calling
// the worker directly) is not counted here. Over the limit: 429 with the spec's cart message
// (section 8: 'Please try again in a few seconds.').
//   - cart writes: the cart's own token bucket (durable-objects/shopping-cart.ts) only limits a
//     client that keeps its cart cookie; one that drops it would get a new cart object on every
//     add, so this is checked before any cart object is touched.
//   - census calls (/api/census/*): a flood from one address cannot fill the EVENTS queue and the
//     rollups; the census script swallows the 429 like any other failure (spec section 7).
import type { MiddlewareHandler } from "hono";
import { TRY_AGAIN_IN_A_FEW_SECONDS } from "../commerce/messages";
import type { AppEnv } from "./app-env";
import { SAFE_METHODS } from "./csrf";
import { apiError } from "./errors";

export const CLIENT_ADDRESS_HEADER = "cf-connecting-ip";

const clientRateLimit =
  (scope: string, binding: (env: Env) => RateLimit): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    const address = c.req.header(CLIENT_ADDRESS_HEADER);
    if (address && !SAFE_METHODS.has(c.req.method)) {
      const { success } = await binding(c.env).limit({ key: `${scope}:${address}` });
      if (!success) {
        c.header("Cache-Control", "private, no-store");
        c.header("Retry-After", "10");
        return apiError(c, 429, TRY_AGAIN_IN_A_FEW_SECONDS);
      }
    }
    await next();
  };

export const cartClientRateLimit = clientRateLimit("cart", (env) => env.CART_CLIENT_LIMIT);
export const censusClientRateLimit = clientRateLimit("census", (env) => env.CENSUS_CLIENT_LIMIT);
