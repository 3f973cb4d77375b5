// Gift cards on the demo website for the gift card tests.
import { env } from "cloudflare:workers";
import { createDb } from "../../worker/db/client";
import { issueGiftCard } from "../../worker/gift-cards/issue";
import { ensureDemoSeed } from "../../worker/seed/demo";
import { DEMO_WEBSITE_ID } from "../../worker/seed/demo-data";

export const db = createDb(env.DB);

let n = 0;

/** A fresh card of `amountMinor` (USD unless told), with its code. */
export async function newCard(amountMinor: number, currency = "USD") {
  await ensureDemoSeed(db);
  const issued = await issueGiftCard(db, {
    websiteId: DEMO_WEBSITE_ID,
    amountMinor,
    currency,
    issuanceKey: `test-order-${Date.now()}-${++n}:1:1`,
    recipientEmail: "friend@example.com",
    siteTitle: "Atelier Supply Co.",
    storeUrl: "http://localhost/",
  });
  if (!issued.issued) throw new Error("expected a new card");
  return issued;
}
