// The local mailing-list provider: lists and their members in D1 (local_mailing_lists,
// local_mailing_list_members), per site. What `npm run dev` and the tests connect to.
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { localMailingListMembers, localMailingLists } from "../../db/schema";
import { newId } from "../../email/outbox";
import type { MailingListProvider } from "./provider";

export function localMailingListProvider(db: Db): MailingListProvider {
  return {
    kind: "local",
    async lists(websiteId) {
      return db
        .select({
          id: localMailingLists.id,
          name: localMailingLists.name,
          memberCount: sql<number>`(SELECT count(*) FROM local_mailing_list_members m WHERE m.list_id = ${localMailingLists.id})`,
        })
        .from(localMailingLists)
        .where(eq(localMailingLists.websiteId, websiteId))
        .orderBy(localMailingLists.name, localMailingLists.id)
        .all();
    },
    async createList(websiteId, name) {
      const list = { id: newId("list"), websiteId, name };
      await db.insert(localMailingLists).values(list);
      return { id: list.id, name, memberCount: 0 };
    },
    async subscribe(listId, email) {
      await db
        .insert(localMailingListMembers)
        .values({ listId, email, emailKey: email.toLowerCase() })
        .onConflictDoUpdate({
          target: [localMailingListMembers.listId, localMailingListMembers.emailKey],
          set: { email },
        });
      return { status: "done" };
    },
    async unsubscribe(listId, email) {
      await db
        .delete(localMailingListMembers)
        .where(
          and(
            eq(localMailingListMembers.listId, listId),
            eq(localMailingListMembers.emailKey, email.toLowerCase()),
          ),
        );
      return { status: "done" };
    },
  };
}

/** The members of a local list, for tests and the panel's count. */
export const localListMembers = (db: Db, listId: string) =>
  db
    .select({ email: localMailingListMembers.email })
    .from(localMailingListMembers)
    .where(eq(localMailingListMembers.listId, listId))
    .all();
