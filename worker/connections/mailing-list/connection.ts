// The site's mailing-list connection: which list of which provider its sign-ups feed.
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { mailingListConnections } from "../../db/schema";
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
