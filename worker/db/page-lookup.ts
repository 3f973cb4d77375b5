// The collection a page path names, with what the page router needs beside its template JSON:
// the lock-screen password hash, which never enters a template context.
import { and, eq } from "drizzle-orm";
import type { Db } from "./client";
import { collectionJson } from "./catalog-json";
import type { CollectionJson } from "./catalog-types";
import { collections } from "./schema";
import type { PageDocument } from "../site-content/document";

export interface PageCollection {
  collection: CollectionJson;
  /** Set when a lock screen guards the collection and its items. */
  passwordHash: string | null;
  /** The published site-builder layout, when the page has one (else body and blocks render). */
  document: PageDocument | null;
}

export async function findPageCollection(
  db: Db,
  websiteId: string,
  urlId: string,
): Promise<PageCollection | undefined> {
  const row = await db
    .select()
    .from(collections)
    .where(
      and(eq(collections.websiteId, websiteId), eq(collections.urlId, urlId), eq(collections.enabled, true)),
    )
    .get();
  return row
    ? {
        collection: collectionJson(row),
        passwordHash: row.passwordHash,
        document: (row.document as PageDocument | null) ?? null,
      }
    : undefined;
}
