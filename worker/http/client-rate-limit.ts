// Writes per client address: the cart's (spec section 8: 429 'Please try again in a few seconds.'),
// the census calls' and sign-ups'.
// The cart's own token bucket (durable-objects/shopping-cart.ts) only limits a client that keeps
// its cart cookie; one that drops it would get a new cart object on every add. This limit is
// keyed by the address Cloudflare saw (CF-Connecting-IP) and checked before any cart object is
// touched, through the Workers Rate Limiting binding: counted in memory at the edge, no storage.
// Cloudflare always sets the header; a request without it (a test calling the worker directly)
// is not counted here.
import type { Context, MiddlewareHandler } from "hono";
import { TRY_AGAIN_IN_A_FEW_SECONDS } from "../commerce/messages";
import type { AppEnv } from "./app-env";
import { SAFE_METHODS } from "./csrf";
import { apiError } from "./errors";

export const CLIENT_ADDRESS_HEADER = "cf-connecting-ip";

/**
 * Writes per client address through one of the Rate Limiting bindings: over its limit, 429 with
 * the spec's 'Please try again in a few seconds.' and Retry-After (the binding's period, 10 or 60
 * seconds), before the route runs.
 */
export function clientRateLimit(
  limiter: (env: Env) => RateLimit,
  scope: string,
  periodSeconds: 10 | 60 = 10,
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!(await underClientLimit(c, limiter, scope))) {
      c.header("Cache-Control", "private, no-store");
      c.header("Retry-After", String(periodSeconds));
      return apiError(c, 429, TRY_AGAIN_IN_A_FEW_SECONDS);
    }
    await next();
  };
}

/** One write counted against the client address's limit; false once over it. */
export async function underClientLimit(
  c: Context<AppEnv>,
  limiter: (env: Env) => RateLimit,
  scope: string,
): Promise<boolean> {
  const address = c.req.header(CLIENT_ADDRESS_HEADER);
  if (!address || SAFE_METHODS.has(c.req.method)) return true;
  return (await limiter(c.env).limit({ key: `${scope}:${address}` })).success;
}

/** The cart's per-address limit, for a cart write outside the cart API (a form posted without script). */
export const underCartClientLimit = (c: Context<AppEnv>) =>
  underClientLimit(c, (env) => env.CART_CLIENT_LIMIT, "cart");

export const cartClientRateLimit = clientRateLimit((env) => env.CART_CLIENT_LIMIT, "cart");

/**
 * Census, event, error and performance calls (issue 10): generous, since a listing page sends a
 * button-render call per button, but a script flooding the queue from one address is stopped.
 */
export const censusClientRateLimit = clientRateLimit((env) => env.CENSUS_CLIENT_LIMIT, "census");

/**
 * Sign-ups per address: each makes a site (owners) or an account (members), so a script must not
 * make them by the thousand. 10 a minute leaves room for a shared office address.
 */
export const signUpClientRateLimit = clientRateLimit((env) => env.SIGN_UP_CLIENT_LIMIT, "sign-up", 60);
