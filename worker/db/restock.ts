// Restock sign-ups in D1: create (one per email and variant), the owner's lists (keyset pages),
// and sending: each pending sign-up of a variant gets one outbox email and is marked notified in
// the same atomic batch, so a sign-up is notified once even when two sends race.
import { and, asc, count, eq, gt, isNull, or, sql } from "drizzle-orm";
import type { Db } from "./client";
import { collections, emailOutbox, products, productVariants, restockSignups, websites } from "./schema";
import { newId } from "../email/outbox";
import { restockEmailContent, type RestockEmailContent } from "../restock/restock-email";
import { siteOrigin } from "./hosts";
import { restockSignupsOffered } from "../restock/signups-offered";

export interface RestockVariant {
  productId: string;
  variantId: string;
  productTitle: string;
  attributes: Record<string, string>;
  sku: string;
  /** The product page's path, e.g. "/shop/linen-shirt". */
  fullUrl: string;
  /** Whether the product takes sign-ups (its switch, else the site's default: signups-offered.ts). */
  signupsOffered: boolean;
}

/** The variant of the product on this site, or undefined. */
export async function findRestockVariant(
  db: Db,
  websiteId: string,
  productId: string,
  variantId: string,
): Promise<RestockVariant | undefined> {
  const row = await db
    .select({
      productTitle: products.title,
      productUrlId: products.urlId,
      collectionUrlId: collections.urlId,
      attributes: productVariants.attributes,
      sku: productVariants.sku,
      merchandising: products.merchandising,
      signupsByDefault: websites.restockSignupsByDefault,
    })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .innerJoin(collections, eq(collections.id, products.collectionId))
    .innerJoin(websites, eq(websites.id, productVariants.websiteId))
    .where(
      and(
        eq(productVariants.id, variantId),
        eq(productVariants.productId, productId),
        eq(productVariants.websiteId, websiteId),
      ),
    )
    .get();
  if (!row) return undefined;
  const { productUrlId, collectionUrlId, merchandising, signupsByDefault, ...rest } = row;
  return {
    productId,
    variantId,
    ...rest,
    fullUrl: `/${collectionUrlId}/${productUrlId}`,
    signupsOffered: restockSignupsOffered(merchandising, signupsByDefault),
  };
}

export interface NewSignup {
  websiteId: string;
  productId: string;
  variantId: string;
  email: string;
  language: string | null;
  isJoinMailingList: boolean;
}

/**
 * Stores a sign-up. A second one for the same email and variant updates the first: the newest
 * language, the opt-in if either asked for it, and a sign-up already notified is waiting again.
 */
export async function upsertSignup(db: Db, signup: NewSignup, now: number): Promise<void> {
  const t = restockSignups;
  await db
    .insert(t)
    .values({ id: newId("rs"), ...signup, emailKey: signup.email.toLowerCase(), signedUpOn: now })
    .onConflictDoUpdate({
      target: [t.websiteId, t.variantId, t.emailKey],
      set: {
        email: signup.email,
        language: sql`coalesce(excluded.language, ${t.language})`,
        isJoinMailingList: sql`(${t.isJoinMailingList} OR excluded.is_join_mailing_list)`,
        signedUpOn: sql`CASE WHEN ${t.notifiedAt} IS NULL THEN ${t.signedUpOn} ELSE ${now} END`,
        notifiedAt: null,
      },
    });
}

export interface SignupGroup {
  productId: string;
  variantId: string;
  productTitle: string;
  sku: string;
  attributes: Record<string, string>;
  signUpCount: number;
  /** Sign-ups not yet notified. */
  pendingCount: number;
}

export async function listSignupGroups(
  db: Db,
  websiteId: string,
  after: readonly [string, string] | undefined,
  limit: number,
): Promise<SignupGroup[]> {
  const t = restockSignups;
  const rows = await db
    .select({
      productId: t.productId,
      variantId: t.variantId,
      productTitle: products.title,
      sku: productVariants.sku,
      attributes: productVariants.attributes,
      signUpCount: count(),
      pendingCount: sql<number>`sum(${t.notifiedAt} IS NULL)`.mapWith(Number),
    })
    .from(t)
    .innerJoin(products, eq(products.id, t.productId))
    .innerJoin(productVariants, eq(productVariants.id, t.variantId))
    .where(
      and(
        eq(t.websiteId, websiteId),
        after
          ? or(gt(t.productId, after[0]), and(eq(t.productId, after[0]), gt(t.variantId, after[1])))
          : undefined,
      ),
    )
    .groupBy(t.productId, t.variantId)
    .orderBy(asc(t.productId), asc(t.variantId))
    .limit(limit);
  return rows;
}

export interface SignupJson {
  id: string;
  productId: string;
  variantId: string;
  email: string;
  language: string | null;
  isJoinMailingList: boolean;
  signedUpOn: number;
  notifiedAt: number | null;
}

export async function listSignups(
  db: Db,
  websiteId: string,
  productId: string,
  variantId: string,
  after: readonly [number, string] | undefined,
  limit: number,
): Promise<SignupJson[]> {
  const t = restockSignups;
  return db
    .select({
      id: t.id,
      productId: t.productId,
      variantId: t.variantId,
      email: t.email,
      language: t.language,
      isJoinMailingList: t.isJoinMailingList,
      signedUpOn: t.signedUpOn,
      notifiedAt: t.notifiedAt,
    })
    .from(t)
    .where(
      and(
        eq(t.websiteId, websiteId),
        eq(t.productId, productId),
        eq(t.variantId, variantId),
        after
          ? or(gt(t.signedUpOn, after[0]), and(eq(t.signedUpOn, after[0]), gt(t.id, after[1])))
          : undefined,
      ),
    )
    .orderBy(asc(t.signedUpOn), asc(t.id))
    .limit(limit);
}

/**
 * Queues the restock email for every sign-up of the variant not yet notified and marks them
 * notified, in one atomic batch. Answers how many were notified and the outbox rows written (to
 * dispatch once the batch has committed).
 */
export async function notifyVariantSignups(
  db: Db,
  websiteId: string,
  variant: Pick<RestockVariant, "productId" | "variantId">,
  email: RestockEmailContent,
  now: number,
): Promise<{ notifiedCount: number; emailIds: string[] }> {
  const t = restockSignups;
  const pending = and(
    eq(t.websiteId, websiteId),
    eq(t.productId, variant.productId),
    eq(t.variantId, variant.variantId),
    isNull(t.notifiedAt),
  );
  // The idempotency key names the sign-up and when it (last) signed up, so a sign-up waiting
  // again after an earlier notification gets a new email, and a repeated send does not.
  const [emails, notified] = await db.batch([
    db
      .insert(emailOutbox)
      .select(
        // Every column of email_outbox, in the table's order.
        sql`SELECT 'email_' || lower(hex(randomblob(16))), ${t.websiteId}, ${t.email}, ${email.subject},
          ${email.textBody}, ${email.htmlBody}, 'pending', 0, ${now}, NULL,
          'restock:' || ${t.id} || ':' || ${t.signedUpOn}, ${now}, NULL
          FROM ${t} WHERE ${pending}`,
      )
      .onConflictDoNothing({ target: emailOutbox.idempotencyKey })
      .returning({ id: emailOutbox.id }),
    db.update(t).set({ notifiedAt: now }).where(pending).returning({ id: t.id }),
  ]);
  return { notifiedCount: notified.length, emailIds: emails.map((row) => row.id) };
}

/**
 * After the stock of these variants went from 0 to above 0: when the site has automatic restock
 * notifications on, queues the restock email to each of their pending sign-ups (once each, as
 * notifyVariantSignups guarantees). Answers the outbox rows written, to dispatch; the outbox sweep
 * sends them anyway if nobody does.
 */
export async function queueAutomaticRestockEmails(
  db: Db,
  websiteId: string,
  variantIds: readonly string[],
  now: number,
): Promise<string[]> {
  if (variantIds.length === 0) return [];
  const site = await db
    .select({ title: websites.title, on: websites.restockAutoNotify })
    .from(websites)
    .where(eq(websites.id, websiteId))
    .get();
  if (!site?.on) return [];
  const origin = (await siteOrigin(db, websiteId)) ?? "";
  const emailIds: string[] = [];
  for (const variantId of new Set(variantIds)) {
    const owner = await db
      .select({ productId: productVariants.productId })
      .from(productVariants)
      .where(and(eq(productVariants.id, variantId), eq(productVariants.websiteId, websiteId)))
      .get();
    const variant = owner && (await findRestockVariant(db, websiteId, owner.productId, variantId));
    if (!variant) continue;
    const email = restockEmailContent({
      productTitle: variant.productTitle,
      attributes: variant.attributes,
      siteTitle: site.title,
      productUrl: origin + variant.fullUrl,
    });
    emailIds.push(...(await notifyVariantSignups(db, websiteId, variant, email, now)).emailIds);
  }
  return emailIds;
}
