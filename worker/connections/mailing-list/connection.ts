// The site's mailing-list connection: which list of which provider its sign-ups feed.
import { and, count, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { mailingListConnections, mailingListSyncs } from "../../db/schema";
import type { ConnectionJob } from "../jobs";
import { backfillStatement, syncJobs } from "./sync";

export type ConnectionRow = typeof mailingListConnections.$inferSelect;

export const findConnection = (db: Db, websiteId: string) =>
  db.select().from(mailingListConnections).where(eq(mailingListConnections.websiteId, websiteId)).get();

/** Connects (or switches) the site's list; answers the syncs of its confirmed subscribers. */
export async function connectList(
  db: Db,
  connection: { websiteId: string; provider: string; listId: string; listName: string },
  now: number,
): Promise<ConnectionJob[]> {
  const values = { ...connection, connectedOn: now };
  const [, backfilled] = await db.batch([
    db
      .insert(mailingListConnections)
      .values(values)
      .onConflictDoUpdate({ target: mailingListConnections.websiteId, set: values }),
    backfillStatement(db, connection.websiteId, now),
  ]);
  return syncJobs(backfilled as { id: string }[]);
}

export async function disconnectList(db: Db, websiteId: string): Promise<boolean> {
  const gone = await db
    .delete(mailingListConnections)
    .where(eq(mailingListConnections.websiteId, websiteId))
    .returning({ listId: mailingListConnections.listId });
  return gone.length > 0;
}

/** The connected list's syncs still on their way, and those the provider refused for good. */
export async function syncCounts(db: Db, connection: ConnectionRow) {
  const rows = await db
    .select({ status: mailingListSyncs.status, n: count() })
    .from(mailingListSyncs)
    .where(
      and(
        eq(mailingListSyncs.websiteId, connection.websiteId),
        eq(mailingListSyncs.listId, connection.listId),
      ),
    )
    .groupBy(mailingListSyncs.status)
    .all();
  const of = (status: string) => rows.find((r) => r.status === status)?.n ?? 0;
  return { waiting: of("pending"), refused: of("dead") };
}
