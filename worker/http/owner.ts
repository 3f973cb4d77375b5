// requireOwner: the one gate for owner-only API calls (restock lists and sends, form submissions).
// There are no owner accounts yet, so for now the owner proves who they are with a bearer token
// equal to the OWNER_API_TOKEN secret (`wrangler secret put OWNER_API_TOKEN`; locally a line in
// .dev.vars). An empty or missing token refuses everyone.
// TODO(owner accounts issue): replace the token check here with the owner's session.
import type { MiddlewareHandler } from "hono";
import { OWNER_ONLY } from "../forms/messages";
import type { AppEnv } from "./app-env";
import { sameCrumb } from "./crumb";
import { apiError } from "./errors";

export const requireOwner: MiddlewareHandler<AppEnv> = async (c, next) => {
  c.header("Cache-Control", "private, no-store");
  // A secret, so not in the generated Env (wrangler types reads wrangler.toml's vars).
  const expected = (c.env as Env & { OWNER_API_TOKEN?: string }).OWNER_API_TOKEN ?? "";
  const match = /^Bearer\s+(\S+)$/i.exec(c.req.header("authorization") ?? "");
  // sameCrumb compares in time independent of where the strings differ.
  if (expected === "" || !match || !sameCrumb(expected, match[1]!)) {
    c.header("WWW-Authenticate", 'Bearer realm="owner"');
    return apiError(c, 401, OWNER_ONLY);
  }
  await next();
};
