// Cancelling from the link in the subscription's email: the page asks first (a mail scanner that
// opens the link cancels nothing), the form cancels, again and again with the same answer, and a
// cancelled subscription is never renewed. A wrong token shows nothing of the subscription.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { emailOutbox, subscriptions } from "../../worker/db/schema";
import { escapeHtml } from "../../worker/template/strings";
import {
  CANCEL_BUTTON,
  CANCEL_INVALID,
  cancelledText,
  cancelQuestion,
  completedText,
} from "../../worker/subscriptions/messages";
import { renewDueSubscriptions } from "../../worker/subscriptions/renew";
import { startedEmailKey } from "../../worker/subscriptions/started-email";
import { deps, visitor } from "../orders/fixtures";
import { db, makeDue, newSubscribable, subscribe, subscriptionRow } from "./fixtures";
import type { Visitor } from "../worker/helpers";

/** The cancel link of the subscription's email, as a path and its token. */
async function cancelLink(subscriptionId: string) {
  const email = (await db
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.idempotencyKey, startedEmailKey(subscriptionId)))
    .get())!;
  const url = new URL(email.textBody.match(/https?:\/\/\S+\/cancel\?token=\S+/)![0]);
  return { path: url.pathname + url.search, pathname: url.pathname, token: url.searchParams.get("token")! };
}

const post = (v: Visitor, path: string, token: string) =>
  v.fetch(path, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: v.origin },
    body: new URLSearchParams({ token }).toString(),
  });

describe("cancelling a subscription", () => {
  it("asks on the email's link, cancels on the form, answers the same when sent again, and stops renewals", async () => {
    const product = await newSubscribable(null);
    const { subscription: sub } = await subscribe(product);
    const link = await cancelLink(sub.id);
    const v = await visitor();

    const asked = await v.fetch(link.path);
    expect(asked.status).toBe(200);
    expect(asked.headers.get("cache-control")).toBe("private, no-store");
    const page = await asked.text();
    expect(page).toContain(escapeHtml(cancelQuestion(sub.title)));
    expect(page).toContain(`action="${link.pathname}"`);
    expect(page).toContain(CANCEL_BUTTON);
    // Opening the link changed nothing.
    expect((await subscriptionRow(sub.id)).status).toBe("ACTIVE");

    for (let i = 0; i < 2; i++) {
      const done = await post(v, link.pathname, link.token);
      expect(done.status).toBe(200);
      expect(await done.text()).toContain(escapeHtml(cancelledText(sub.title)));
    }
    const cancelled = await subscriptionRow(sub.id);
    expect(cancelled).toMatchObject({ status: "CANCELLED", nextBillingOn: null });
    expect(cancelled.cancelledOn).toBeGreaterThan(0);
    // The link now says it is cancelled, without a form.
    const again = await (await v.fetch(link.path)).text();
    expect(again).toContain(escapeHtml(cancelledText(sub.title)));
    expect(again).not.toContain(CANCEL_BUTTON);

    await makeDue(sub.id);
    await renewDueSubscriptions(deps());
    expect(await subscriptionRow(sub.id)).toMatchObject({ status: "CANCELLED", cyclesBilled: 1 });
  });

  it("refuses a wrong or missing token with 404 and leaves the subscription alone", async () => {
    const product = await newSubscribable(null);
    const { subscription: sub } = await subscribe(product);
    const link = await cancelLink(sub.id);
    const v = await visitor();
    for (const res of [
      await v.fetch(`${link.pathname}?token=${link.token.slice(1)}x`),
      await v.fetch(link.pathname),
      await post(v, link.pathname, "wrong"),
      await post(v, "/commerce/subscriptions/sub_nope/cancel", link.token),
    ]) {
      expect(res.status).toBe(404);
      const html = await res.text();
      expect(html).toContain(escapeHtml(CANCEL_INVALID));
      expect(html).not.toContain(escapeHtml(sub.title));
    }
    expect((await subscriptionRow(sub.id)).status).toBe("ACTIVE");
  });

  it("cancels a PAST_DUE subscription, and says a completed one has ended", async () => {
    const product = await newSubscribable(null);
    const { subscription: pastDue } = await subscribe(product);
    await db.update(subscriptions).set({ status: "PAST_DUE" }).where(eq(subscriptions.id, pastDue.id));
    const v = await visitor();
    const link = await cancelLink(pastDue.id);
    expect(await (await post(v, link.pathname, link.token)).text()).toContain(
      escapeHtml(cancelledText(pastDue.title)),
    );
    expect((await subscriptionRow(pastDue.id)).status).toBe("CANCELLED");

    const once = await newSubscribable(null, {
      plan: { billingPeriod: { value: 1, unit: "YEAR" }, numBillingCycles: 1 },
    });
    const { subscription: done } = await subscribe(once);
    const doneLink = await cancelLink(done.id);
    const res = await post(v, doneLink.pathname, doneLink.token);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain(escapeHtml(completedText(done.title)));
    expect((await subscriptionRow(done.id)).status).toBe("COMPLETED");
  });
});
