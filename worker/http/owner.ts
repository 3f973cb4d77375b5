// requireOwner: the one gate for owner-only API calls (restock lists and sends, form submissions).
// There are no owner accounts yet, so for now the owner proves who they are with a bearer token
// equal to the OWNER_API_TOKEN binding (a [vars] dev value in wrangler.toml; in production set it
// with `wrangler secret put OWNER_API_TOKEN`). An empty or missing token refuses everyone.
// TODO(owner accounts issue): replace the token check here with the owner's session.
import type { MiddlewareHandler } from "hono";
import { OWNER_ONLY } from "../forms/messages";
import type { AppEnv } from "./app-env";
import { sameCrumb } from "./crumb";
import { apiError } from "./errors";

export const requireOwner: MiddlewareHandler<AppEnv> = async (c, next) => {
  c.header("Cache-Control", "private, no-store");
  const expected: string = c.env.OWNER_API_TOKEN ?? "";
  const match = /^Bearer\s+(\S+)$/i.exec(c.req.header("authorization") ?? "");
  // sameCrumb compares in time independent of where the strings differ.
  if (expected === "" || !match || !sameCrumb(expected, match[1]!)) {
    c.header("WWW-Authenticate", 'Bearer realm="owner"');
    return apiError(c, 401, OWNER_ONLY);
  }
  await next();
};
