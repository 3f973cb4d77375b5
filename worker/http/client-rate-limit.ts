// Cart writes per client address (spec section 8: 429 'Please try again in a few seconds.').
// The cart's own token bucket (durable-objects/shopping-cart.ts) only limits a client that keeps
// its cart cookie; one that drops it would get a new cart object on every add. This limit is
// keyed by the address Cloudflare saw (CF-Connecting-IP) and checked before any cart object is
// touched, through the Workers Rate Limiting binding: counted in memory at the edge, no storage.
// Cloudflare always sets the header; a request without it (a test calling the worker directly)
// is not counted here.
import type { MiddlewareHandler } from "hono";
import { TRY_AGAIN_IN_A_FEW_SECONDS } from "../commerce/messages";
import type { AppEnv } from "./app-env";
import { SAFE_METHODS } from "./csrf";
import { apiError } from "./errors";

export const CLIENT_ADDRESS_HEADER = "cf-connecting-ip";

export const cartClientRateLimit: MiddlewareHandler<AppEnv> = async (c, next) => {
  const address = c.req.header(CLIENT_ADDRESS_HEADER);
  if (address && !SAFE_METHODS.has(c.req.method)) {
    const { success } = await c.env.CART_CLIENT_LIMIT.limit({ key: `cart:${address}` });
    if (!success) {
      c.header("Cache-Control", "private, no-store");
      c.header("Retry-After", "10");
      return apiError(c, 429, TRY_AGAIN_IN_A_FEW_SECONDS);
    }
  }
  await next();
};
