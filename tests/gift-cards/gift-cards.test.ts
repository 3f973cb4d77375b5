// Gift cards: issuing (code, hash, email), finding by code, partial redemption across orders, the
// per-order ledger, reversal, and a balance that never goes negative under concurrent debits.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  debitGiftCard,
  giftCardLedgerOf,
  overLookupLimit,
  LOOKUP_WINDOW_MS,
  MAX_LOOKUPS_PER_WINDOW,
} from "../../worker/db/gift-cards";
import { emailOutbox, giftCards } from "../../worker/db/schema";
import { formatGiftCardCode, hashGiftCardCode, normalizeGiftCardCode } from "../../worker/gift-cards/code";
import { issueGiftCard } from "../../worker/gift-cards/issue";
import { GIFT_CARD_BALANCE_CHANGED, GIFT_CARD_WRONG_CURRENCY } from "../../worker/gift-cards/messages";
import {
  debitFailureMessage,
  findGiftCardByCode,
  giftCardShare,
  redeemGiftCard,
  reverseGiftCardDebit,
} from "../../worker/gift-cards/redeem";
import { DEMO_WEBSITE_ID } from "../../worker/seed/demo-data";
import { deliver, mailboxFor } from "../email/helpers";
import { db, newCard } from "./fixtures";

const usd = (id: string) => ({ id, currency: "USD" });
const balanceOf = async (id: string) =>
  (await db.select({ b: giftCards.balanceMinor }).from(giftCards).where(eq(giftCards.id, id)).get())!.b;

describe("issuing a gift card", () => {
  it("makes a 16-character code, stores only its hash and last 4, and enqueues its email", async () => {
    const { giftCard, code, emailIds } = await newCard(5000);
    expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{16}$/);
    const row = (await db.select().from(giftCards).where(eq(giftCards.id, giftCard.id)).get())!;
    expect(row.codeHash).toBe(await hashGiftCardCode(code));
    expect(row.last4).toBe(code.slice(-4));
    expect(JSON.stringify(row)).not.toContain(code);
    expect(row).toMatchObject({
      initialMinor: 5000,
      balanceMinor: 5000,
      currency: "USD",
      websiteId: DEMO_WEBSITE_ID,
    });

    const [email] = await db.select().from(emailOutbox).where(eq(emailOutbox.id, emailIds[0]!)).all();
    expect(email).toMatchObject({
      to: "friend@example.com",
      subject: "Your $50.00 gift card for Atelier Supply Co.",
      idempotencyKey: `gift-card:${giftCard.id}`,
      status: "pending",
    });
    expect(email!.textBody).toContain(`Gift card code: ${formatGiftCardCode(code)}\nBalance: $50.00`);
    // The sender delivers it like any email: here to the development mailbox.
    await deliver(emailIds, {});
    const [mail] = await mailboxFor(`gift-card:${giftCard.id}`);
    expect(mail!.htmlBody).toContain(
      `<strong style="font-family:monospace">${formatGiftCardCode(code)}</strong>`,
    );
  });

  it("is idempotent per issuance key: a retry returns the same card and enqueues no second email", async () => {
    const input = {
      websiteId: DEMO_WEBSITE_ID,
      amountMinor: 2500,
      currency: "USD",
      issuanceKey: "ord_issue_once:1:1",
      recipientEmail: "a@example.com",
      siteTitle: "Ada & <Co>",
      storeUrl: "http://localhost/",
    };
    await newCard(1); // seeds the demo website
    const first = await issueGiftCard(db, input);
    const again = await issueGiftCard(db, input);
    expect(first.issued).toBe(true);
    expect(again).toMatchObject({ issued: false, giftCard: { id: first.giftCard.id }, emailIds: [] });
    const emails = await db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.idempotencyKey, `gift-card:${first.giftCard.id}`))
      .all();
    expect(emails).toHaveLength(1);
    expect(emails[0]!.htmlBody).toContain("Ada &amp; &lt;Co&gt;");
    expect(emails[0]!.htmlBody).not.toContain("<Co>");
  });

  it("reads codes as people type them: any case, spaces or dashes, O for 0, I or L for 1", () => {
    expect(normalizeGiftCardCode("7k3m-q9xd 0o1i-lab2")).toBe("7K3MQ9XD0011" + "1AB2");
    expect(formatGiftCardCode("7K3MQ9XD00111AB2")).toBe("7K3M-Q9XD-0011-1AB2");
    for (const bad of [
      "",
      "7K3M-Q9XD-0011",
      "7K3M-Q9XD-0011-1AB2-X",
      "UUUU-UUUU-UUUU-UUUU",
      "7K3M_Q9XD_0011_1AB2",
    ]) {
      expect(normalizeGiftCardCode(bad)).toBeUndefined();
    }
  });

  it("is found by its code, typed loosely, on its own website only", async () => {
    const { giftCard, code } = await newCard(1000);
    const typed = formatGiftCardCode(code).toLowerCase().replaceAll("-", " ");
    expect((await findGiftCardByCode(db, DEMO_WEBSITE_ID, typed))?.id).toBe(giftCard.id);
    expect(await findGiftCardByCode(db, "site_other", code)).toBeUndefined();
    expect(await findGiftCardByCode(db, DEMO_WEBSITE_ID, "0000-0000-0000-0000")).toBeUndefined();
  });
});

describe("redeeming a gift card", () => {
  it("pays part of one order and the rest of its balance on the next, then nothing more", async () => {
    const { giftCard } = await newCard(5000);
    const first = await redeemGiftCard(db, giftCard, usd("ord_a"), giftCardShare(5000, 3000));
    expect(first).toEqual({ ok: true, alreadyDebited: false, amountMinor: 3000, balanceMinor: 2000 });
    const share = giftCardShare(2000, 4500);
    expect(share).toBe(2000);
    expect(await redeemGiftCard(db, giftCard, usd("ord_b"), share)).toEqual({
      ok: true,
      alreadyDebited: false,
      amountMinor: 2000,
      balanceMinor: 0,
    });
    const third = await redeemGiftCard(db, giftCard, usd("ord_c"), 1);
    expect(third).toEqual({ ok: false, reason: "insufficient" });
    expect(!third.ok && debitFailureMessage(third)).toBe(GIFT_CARD_BALANCE_CHANGED);
    const ledger = await giftCardLedgerOf(db, giftCard.id);
    expect(ledger.map((e) => [e.orderId, e.kind, e.amountMinor])).toEqual([
      ["ord_a", "debit", 3000],
      ["ord_b", "debit", 2000],
    ]);
  });

  it("debits once per order: a repeated or concurrent debit for the same order takes nothing more", async () => {
    const { giftCard } = await newCard(5000);
    const results = await Promise.all(
      Array.from({ length: 10 }, () => redeemGiftCard(db, giftCard, usd("ord_same"), 1500)),
    );
    expect(results.filter((r) => r.ok && !r.alreadyDebited)).toHaveLength(1);
    expect(results.every((r) => r.ok && r.amountMinor === 1500)).toBe(true);
    expect(await redeemGiftCard(db, giftCard, usd("ord_same"), 1500)).toEqual({
      ok: true,
      alreadyDebited: true,
      amountMinor: 1500,
      balanceMinor: 3500,
    });
    expect(await balanceOf(giftCard.id)).toBe(3500);
    expect(await giftCardLedgerOf(db, giftCard.id)).toHaveLength(1);
  });

  it("50 concurrent debits never overspend and never go negative", async () => {
    const { giftCard } = await newCard(5000);
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) => redeemGiftCard(db, giftCard, usd(`ord_race_${i}`), 300)),
    );
    const taken = results.filter((r) => r.ok).reduce((sum, r) => sum + (r.ok ? r.amountMinor : 0), 0);
    expect(results.filter((r) => r.ok)).toHaveLength(16);
    expect(results.filter((r) => !r.ok).every((r) => !r.ok && r.reason === "insufficient")).toBe(true);
    expect(taken).toBe(4800);
    expect(await balanceOf(giftCard.id)).toBe(200);
    const ledger = await giftCardLedgerOf(db, giftCard.id);
    expect(ledger.reduce((sum, e) => sum + e.amountMinor, 0)).toBe(taken);
  });

  it("50 concurrent debits of random amounts: the sum taken never exceeds the balance", async () => {
    const { giftCard } = await newCard(10_000);
    const amounts = Array.from({ length: 50 }, () => 100 + Math.floor(Math.random() * 800));
    const results = await Promise.all(
      amounts.map((a, i) => redeemGiftCard(db, giftCard, usd(`ord_rand_${i}`), a)),
    );
    const taken = results.reduce((sum, r) => sum + (r.ok ? r.amountMinor : 0), 0);
    const balance = await balanceOf(giftCard.id);
    expect(taken).toBeLessThanOrEqual(10_000);
    expect(balance).toBeGreaterThanOrEqual(0);
    expect(balance).toBe(10_000 - taken);
    // Balances only fall here, so every refused debit asked for more than is left even now.
    expect(results.some((r) => !r.ok)).toBe(true);
    for (const [i, r] of results.entries()) if (!r.ok) expect(amounts[i]!).toBeGreaterThan(balance);
  });

  it("a failed order's debit is given back once; its order id cannot debit the card again", async () => {
    const { giftCard } = await newCard(4000);
    await redeemGiftCard(db, giftCard, usd("ord_fail"), 2500);
    const ref = { websiteId: DEMO_WEBSITE_ID, giftCardId: giftCard.id, orderId: "ord_fail" };
    expect(await reverseGiftCardDebit(db, ref)).toEqual({
      reversed: true,
      amountMinor: 2500,
      balanceMinor: 4000,
    });
    expect(await reverseGiftCardDebit(db, ref)).toEqual({
      reversed: false,
      amountMinor: 0,
      balanceMinor: 4000,
    });
    expect(await redeemGiftCard(db, giftCard, usd("ord_fail"), 100)).toEqual({
      ok: false,
      reason: "reversed",
    });
    expect(await reverseGiftCardDebit(db, { ...ref, orderId: "ord_never" })).toEqual({
      reversed: false,
      amountMinor: 0,
      balanceMinor: 4000,
    });
    expect(await reverseGiftCardDebit(db, { ...ref, websiteId: "site_other" })).toBeUndefined();
    const ledger = await giftCardLedgerOf(db, giftCard.id);
    expect(ledger.map((e) => [e.kind, e.amountMinor])).toEqual([
      ["debit", 2500],
      ["reversal", 2500],
    ]);
  });

  it("refuses another currency, another website's card and amounts that are not positive whole numbers", async () => {
    const { giftCard } = await newCard(4000);
    const euro = await redeemGiftCard(db, giftCard, { id: "ord_eur", currency: "EUR" }, 100);
    expect(euro).toEqual({ ok: false, reason: "wrong_currency" });
    expect(!euro.ok && debitFailureMessage(euro)).toBe(GIFT_CARD_WRONG_CURRENCY);
    expect(
      await debitGiftCard(db, {
        websiteId: "site_other",
        giftCardId: giftCard.id,
        orderId: "o",
        amountMinor: 1,
        currency: "USD",
      }),
    ).toEqual({ ok: false, reason: "not_found" });
    await expect(redeemGiftCard(db, giftCard, usd("ord_zero"), 0)).rejects.toThrow(RangeError);
    await expect(redeemGiftCard(db, giftCard, usd("ord_frac"), 1.5)).rejects.toThrow(RangeError);
    expect(await balanceOf(giftCard.id)).toBe(4000);
  });
});

describe("the balance lookup limit", () => {
  it("allows MAX_LOOKUPS_PER_WINDOW lookups per client in a window, then again after it", async () => {
    const now = 1_900_000_000_000;
    for (let i = 0; i < MAX_LOOKUPS_PER_WINDOW; i++)
      expect(await overLookupLimit(db, "203.0.113.50", now + i)).toBe(false);
    expect(await overLookupLimit(db, "203.0.113.50", now + 10)).toBe(true);
    expect(await overLookupLimit(db, "203.0.113.51", now + 10)).toBe(false);
    expect(await overLookupLimit(db, "203.0.113.50", now + LOOKUP_WINDOW_MS)).toBe(false);
  });
});
