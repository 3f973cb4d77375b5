// The owner's public API keys, under /api/owner/api-keys (api-keys:manage; docs/public-api.md):
//   GET  /                  -> { apiKeys: [{ id, name, prefix, scopes, createdOn, lastUsedOn, revokedOn }] }
//   POST /  {name, scopes}  -> 201 { key, apiKey }   the key in full, this once and never again
//   POST /{keyId}/revoke    -> { apiKey }            refused from then on; revoking twice is harmless
// A revoked key stays listed (with when it was revoked and last used) so the owner can tell what
// stopped working; only active keys count towards the site's limit of MAX_ACTIVE_KEYS.
import { zValidator } from "@hono/zod-validator";
import { Hono } from "hono";
import { countActiveKeys, createApiKey, listApiKeys, MAX_ACTIVE_KEYS, revokeApiKey } from "../db/api-keys";
import type { AppEnv } from "../http/app-env";
import { apiError } from "../http/errors";
import { ownerSession, requirePermission } from "../http/owner";
import { limitBody, requireJson } from "../http/validation";
import { createApiKeyBody } from "../public-api/key-schemas";
import { API_KEY_NOT_FOUND, TOO_MANY_API_KEYS } from "../public-api/messages";

/** The schema's own sentences, as the panel's form shows them. */
const keyBody = zValidator("json", createApiKeyBody, (result, c) => {
  if (!result.success) return apiError(c, 400, result.error.issues[0]!.message);
});

export const ownerApiKeys = new Hono<AppEnv>()
  .use("*", requirePermission("api-keys:manage"))
  .get("/", async (c) => c.json({ apiKeys: await listApiKeys(c.get("db"), c.get("website").id) }, 200))
  .post("/", requireJson, limitBody(), keyBody, async (c) => {
    const db = c.get("db");
    const websiteId = c.get("website").id;
    if ((await countActiveKeys(db, websiteId)) >= MAX_ACTIVE_KEYS) return apiError(c, 409, TOO_MANY_API_KEYS);
    const { name, scopes } = c.req.valid("json");
    const session = await ownerSession(c);
    const made = await createApiKey(
      db,
      { websiteId, name, scopes, createdBy: session?.accountId ?? null },
      Date.now(),
    );
    return c.json(made, 201);
  })
  .post("/:keyId/revoke", async (c) => {
    const revoked = await revokeApiKey(c.get("db"), c.get("website").id, c.req.param("keyId"), Date.now());
    if (!revoked) return apiError(c, 404, API_KEY_NOT_FOUND);
    return c.json({ apiKey: revoked.apiKey }, 200);
  });
