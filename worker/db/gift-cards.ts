// Gift cards in D1. The balance has one serialization point, the gift_cards row: a debit is one
// atomic batch of (1) a ledger row for the order, written only while the balance covers the amount,
// and (2) `UPDATE gift_cards SET balance = balance - ? WHERE id = ? AND balance >= ?`, applied only
// if that ledger row was written. D1 runs a batch as one transaction, one at a time, so racing
// debits cannot spend a balance twice, and the CHECK (balance >= 0) is a backstop. The ledger's
// unique (card, order, kind) makes a debit per order idempotent: the second one writes nothing.
import { and, asc, eq, gte, sql } from "drizzle-orm";
import type { Db } from "./client";
import { countHit, rateLimitKey } from "./rate-limit";
import { giftCardLedger, giftCards } from "./schema";
import { newId } from "../email/outbox";

export type GiftCardRow = typeof giftCards.$inferSelect;
export type GiftCardEntry = typeof giftCardLedger.$inferSelect;

export const insertGiftCard = (db: Db, row: typeof giftCards.$inferInsert) =>
  db.insert(giftCards).values(row);

export const findGiftCard = (db: Db, websiteId: string, id: string) =>
  db
    .select()
    .from(giftCards)
    .where(and(eq(giftCards.id, id), eq(giftCards.websiteId, websiteId)))
    .get();

/** The query of findGiftCardByHash (at most one row), for a caller that runs it in its own batch. */
export const giftCardByHashQuery = (db: Db, websiteId: string, codeHash: string) =>
  db
    .select()
    .from(giftCards)
    .where(and(eq(giftCards.codeHash, codeHash), eq(giftCards.websiteId, websiteId)));

export const findGiftCardByHash = (db: Db, websiteId: string, codeHash: string) =>
  giftCardByHashQuery(db, websiteId, codeHash).get();

export const findGiftCardByIssuance = (db: Db, issuanceKey: string) =>
  db.select().from(giftCards).where(eq(giftCards.issuanceKey, issuanceKey)).get();

export const giftCardLedgerOf = (db: Db, giftCardId: string) =>
  db
    .select()
    .from(giftCardLedger)
    .where(eq(giftCardLedger.giftCardId, giftCardId))
    .orderBy(asc(giftCardLedger.createdOn), asc(giftCardLedger.id))
    .all();

const entryFor = (db: Db, giftCardId: string, orderId: string, kind: "debit" | "reversal") =>
  db
    .select()
    .from(giftCardLedger)
    .where(
      and(
        eq(giftCardLedger.giftCardId, giftCardId),
        eq(giftCardLedger.orderId, orderId),
        eq(giftCardLedger.kind, kind),
      ),
    )
    .get();

export interface Debit {
  websiteId: string;
  giftCardId: string;
  orderId: string;
  amountMinor: number;
  currency: string;
}

export type DebitResult =
  /** `alreadyDebited`: this order had debited the card before; `amountMinor` is what it took then. */
  | { ok: true; alreadyDebited: boolean; amountMinor: number; balanceMinor: number }
  | { ok: false; reason: "not_found" | "wrong_currency" | "insufficient" | "reversed" };

/** Takes `amountMinor` off the card for the order, once per order, never below zero. */
export async function debitGiftCard(db: Db, debit: Debit, now = Date.now()): Promise<DebitResult> {
  if (!Number.isSafeInteger(debit.amountMinor) || debit.amountMinor < 1) {
    throw new RangeError("a gift card debit must be a positive whole number of minor units");
  }
  const entryId = newId("gcl");
  const card = giftCards;
  const covers = and(
    eq(card.id, debit.giftCardId),
    eq(card.websiteId, debit.websiteId),
    eq(card.currency, debit.currency),
    gte(card.balanceMinor, debit.amountMinor),
  );
  const [, debited] = await db.batch([
    db
      .insert(giftCardLedger)
      .select(
        // Every column of gift_card_ledger, in the table's order.
        sql`SELECT ${entryId}, ${card.id}, ${debit.orderId}, 'debit', ${debit.amountMinor}, ${now}
          FROM ${card} WHERE ${covers}`,
      )
      .onConflictDoNothing(),
    db
      .update(card)
      .set({ balanceMinor: sql`${card.balanceMinor} - ${debit.amountMinor}` })
      .where(
        and(
          eq(card.id, debit.giftCardId),
          gte(card.balanceMinor, debit.amountMinor),
          sql`EXISTS (SELECT 1 FROM ${giftCardLedger} WHERE ${giftCardLedger.id} = ${entryId})`,
        ),
      )
      .returning({ balanceMinor: card.balanceMinor }),
  ]);
  if (debited[0])
    return {
      ok: true,
      alreadyDebited: false,
      amountMinor: debit.amountMinor,
      balanceMinor: debited[0].balanceMinor,
    };

  // Nothing taken now: an earlier debit for this order, or the card cannot pay.
  const [earlier, reversal, row] = await Promise.all([
    entryFor(db, debit.giftCardId, debit.orderId, "debit"),
    entryFor(db, debit.giftCardId, debit.orderId, "reversal"),
    findGiftCard(db, debit.websiteId, debit.giftCardId),
  ]);
  if (!row) return { ok: false, reason: "not_found" };
  if (reversal) return { ok: false, reason: "reversed" };
  if (earlier)
    return {
      ok: true,
      alreadyDebited: true,
      amountMinor: earlier.amountMinor,
      balanceMinor: row.balanceMinor,
    };
  if (row.currency !== debit.currency) return { ok: false, reason: "wrong_currency" };
  return { ok: false, reason: "insufficient" };
}

export type ReversalResult = { reversed: boolean; amountMinor: number; balanceMinor: number } | undefined;

/**
 * Gives back what the order took from the card (the order failed), once: a second reversal, or a
 * reversal with no debit, changes nothing. Answers undefined for an unknown card.
 */
export async function reverseGiftCardDebit(
  db: Db,
  ref: { websiteId: string; giftCardId: string; orderId: string },
  now = Date.now(),
): Promise<ReversalResult> {
  const entryId = newId("gcl");
  const l = giftCardLedger;
  const entryWritten = sql`(SELECT ${l.amountMinor} FROM ${l} WHERE ${l.id} = ${entryId})`;
  const [, reversed] = await db.batch([
    db
      .insert(l)
      .select(
        sql`SELECT ${entryId}, ${l.giftCardId}, ${l.orderId}, 'reversal', ${l.amountMinor}, ${now} FROM ${l}
          WHERE ${l.giftCardId} = ${ref.giftCardId} AND ${l.orderId} = ${ref.orderId} AND ${l.kind} = 'debit'
          AND EXISTS (SELECT 1 FROM ${giftCards} WHERE ${giftCards.id} = ${ref.giftCardId}
            AND ${giftCards.websiteId} = ${ref.websiteId})`,
      )
      .onConflictDoNothing(),
    db
      .update(giftCards)
      .set({ balanceMinor: sql`${giftCards.balanceMinor} + ${entryWritten}` })
      .where(and(eq(giftCards.id, ref.giftCardId), sql`${entryWritten} IS NOT NULL`))
      .returning({ balanceMinor: giftCards.balanceMinor }),
  ]);
  const card = await findGiftCard(db, ref.websiteId, ref.giftCardId);
  if (!card) return undefined;
  const entry = await entryFor(db, ref.giftCardId, ref.orderId, "reversal");
  return {
    reversed: reversed.length > 0,
    amountMinor: reversed.length > 0 ? (entry?.amountMinor ?? 0) : 0,
    balanceMinor: card.balanceMinor,
  };
}

/** Balance lookups per client in a fixed window: enough for a person, too few to guess codes. */
export const MAX_LOOKUPS_PER_WINDOW = 5;
export const LOOKUP_WINDOW_MS = 10_000;

/** Counts one lookup; answers whether the client is over the limit in this window. */
export async function overLookupLimit(db: Db, client: string, now: number): Promise<boolean> {
  const hits = await countHit(db, rateLimitKey("gift-card-lookup", "balance", client), LOOKUP_WINDOW_MS, now);
  return hits > MAX_LOOKUPS_PER_WINDOW;
}
