// The public API's gate: `requireApiKey("inventory:write")`.
//   - no `Authorization: Bearer <key>`: 401 API_KEY_REQUIRED
//   - a key that is not one of this site's active keys (unknown, revoked, another site's): 401
//   - more than RATE_LIMIT calls with the key within a minute: 429 'Please try again in a few
//     seconds.' with Retry-After
//   - a key without the scope (a write scope includes reading): 403
// Keys belong to one site: the key is looked up by its hash *and* this request's website.
import type { MiddlewareHandler } from "hono";
import { findActiveKey, LAST_USE_RESOLUTION_MS, touchApiKey } from "../db/api-keys";
import { countHit, rateLimitKey } from "../db/rate-limit";
import { TRY_AGAIN_IN_A_FEW_SECONDS } from "../commerce/messages";
import type { AppEnv } from "../http/app-env";
import { apiError } from "../http/errors";
import { API_KEY_PATTERN } from "./api-key";
import { API_KEY_INVALID, API_KEY_REQUIRED, scopeMissing } from "./messages";
import { grants, type ApiScope } from "./scopes";

export const RATE_LIMIT = 120;
export const RATE_WINDOW_MS = 60_000;

export const requireApiKey =
  (scope: ApiScope): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    c.header("Cache-Control", "private, no-store");
    const match = /^Bearer\s+(\S+)$/i.exec(c.req.header("authorization") ?? "");
    if (!match) {
      c.header("WWW-Authenticate", 'Bearer realm="public-api"');
      return apiError(c, 401, API_KEY_REQUIRED);
    }
    const db = c.get("db");
    const key = API_KEY_PATTERN.test(match[1]!)
      ? await findActiveKey(db, c.get("website").id, match[1]!)
      : undefined;
    if (!key) {
      c.header("WWW-Authenticate", 'Bearer realm="public-api", error="invalid_token"');
      return apiError(c, 401, API_KEY_INVALID);
    }
    const now = Date.now();
    const hits = await countHit(db, rateLimitKey("api-key", key.id, ""), RATE_WINDOW_MS, now);
    if (hits > RATE_LIMIT) {
      c.header("Retry-After", "5");
      return apiError(c, 429, TRY_AGAIN_IN_A_FEW_SECONDS);
    }
    if (key.lastUsedOn === null || key.lastUsedOn < now - LAST_USE_RESOLUTION_MS) {
      await touchApiKey(db, key.id, now);
    }
    if (!grants(key.scopes, scope)) return apiError(c, 403, scopeMissing(scope));
    await next();
  };
