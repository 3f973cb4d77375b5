// Public API keys in D1 (schema apiKeys): made, listed, revoked, and found by their hash.
import { and, asc, count, desc, eq, isNull, lt, or } from "drizzle-orm";
import { hashApiKey, newApiKey } from "../public-api/api-key";
import type { ApiScope } from "../public-api/scopes";
import type { Db } from "./client";
import { randomToken } from "./owner-sessions";
import { apiKeys } from "./schema";

/** A key as the panel lists it: never its hash, never the key. */
export interface ApiKeyView {
  id: string;
  name: string;
  prefix: string;
  scopes: string[];
  createdOn: number;
  lastUsedOn: number | null;
  revokedOn: number | null;
}

export const MAX_ACTIVE_KEYS = 50;
/** A key's last use is written at most this often, so a busy key is not one write per call. */
export const LAST_USE_RESOLUTION_MS = 60_000;

const view = {
  id: apiKeys.id,
  name: apiKeys.name,
  prefix: apiKeys.prefix,
  scopes: apiKeys.scopes,
  createdOn: apiKeys.createdOn,
  lastUsedOn: apiKeys.lastUsedOn,
  revokedOn: apiKeys.revokedOn,
};

export async function countActiveKeys(db: Db, websiteId: string): Promise<number> {
  const row = await db
    .select({ n: count() })
    .from(apiKeys)
    .where(and(eq(apiKeys.websiteId, websiteId), isNull(apiKeys.revokedOn)))
    .get();
  return row?.n ?? 0;
}

/** Makes a key; answers it in full (the one time it is ever seen) with its listing. */
export async function createApiKey(
  db: Db,
  input: { websiteId: string; name: string; scopes: ApiScope[]; createdBy: string | null },
  now: number,
): Promise<{ key: string; apiKey: ApiKeyView }> {
  const { key, prefix } = newApiKey();
  const row = {
    id: `key_${randomToken(12)}`,
    websiteId: input.websiteId,
    name: input.name,
    prefix,
    keyHash: await hashApiKey(key),
    scopes: input.scopes,
    createdBy: input.createdBy,
    createdOn: now,
  };
  await db.insert(apiKeys).values(row);
  return {
    key,
    apiKey: {
      id: row.id,
      name: row.name,
      prefix,
      scopes: row.scopes,
      createdOn: now,
      lastUsedOn: null,
      revokedOn: null,
    },
  };
}

/** The site's keys, newest first, revoked ones included. */
export function listApiKeys(db: Db, websiteId: string): Promise<ApiKeyView[]> {
  return db
    .select(view)
    .from(apiKeys)
    .where(eq(apiKeys.websiteId, websiteId))
    .orderBy(desc(apiKeys.createdOn), asc(apiKeys.id))
    .all();
}

/** Revokes a key of the site: "revoked", "already" (it was), or undefined (no such key). */
export async function revokeApiKey(
  db: Db,
  websiteId: string,
  id: string,
  now: number,
): Promise<{ outcome: "revoked" | "already"; apiKey: ApiKeyView } | undefined> {
  const ofSite = and(eq(apiKeys.id, id), eq(apiKeys.websiteId, websiteId));
  const [revoked] = await db
    .update(apiKeys)
    .set({ revokedOn: now })
    .where(and(ofSite, isNull(apiKeys.revokedOn)))
    .returning(view);
  if (revoked) return { outcome: "revoked", apiKey: revoked };
  const existing = await db.select(view).from(apiKeys).where(ofSite).get();
  return existing ? { outcome: "already", apiKey: existing } : undefined;
}

/** The active key of the site whose hash matches, if any. */
export async function findActiveKey(
  db: Db,
  websiteId: string,
  key: string,
): Promise<{ id: string; scopes: string[]; lastUsedOn: number | null } | undefined> {
  return db
    .select({ id: apiKeys.id, scopes: apiKeys.scopes, lastUsedOn: apiKeys.lastUsedOn })
    .from(apiKeys)
    .where(
      and(
        eq(apiKeys.keyHash, await hashApiKey(key)),
        eq(apiKeys.websiteId, websiteId),
        isNull(apiKeys.revokedOn),
      ),
    )
    .get();
}

/** Records a use, unless one was recorded within the last minute. */
export async function touchApiKey(db: Db, id: string, now: number): Promise<void> {
  await db
    .update(apiKeys)
    .set({ lastUsedOn: now })
    .where(
      and(
        eq(apiKeys.id, id),
        or(isNull(apiKeys.lastUsedOn), lt(apiKeys.lastUsedOn, now - LAST_USE_RESOLUTION_MS)),
      ),
    );
}
