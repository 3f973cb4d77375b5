// Issue 8's proof: with the email provider failing, every form submission and restock sign-up is
// stored once and its email goes out once the provider recovers (the queue retries with backoff);
// what never succeeds ends dead (the sender's last attempt, or the dead-letter queue), never lost
// and never sent twice. The requests go through the worker's routes; the EMAILS queue is recorded
// here so each delivery runs the real consumer (sendEmails) with a provider that fails on cue.
import { createExecutionContext, createMessageBatch, getQueueResult } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import { SWEEP_GRACE_MS, sweepOutbox } from "../../worker/email/dispatch";
import { DEAD_LETTER_ERROR, MAX_ATTEMPTS, backoffSeconds } from "../../worker/email/sender";
import worker from "../../worker/index";
import { QUEUES } from "../../worker/queues";
import { DEMO_CONTACT_FORM_ID } from "../../worker/seed/demo-forms";
import { CONTACT_ANSWERS } from "../forms/contact-answers";
import { Visitor } from "../worker/helpers";
import { FakeProvider } from "./fake-provider";
import { db, deliver, outboxRow } from "./helpers";

const RESTOCK = "/api/site-users/account/notifications/restock";
const OWNER = { authorization: "Bearer test-owner-token" };
const POUR_OVER = { productId: "prd_pour_over", variantId: "var_pour_over" };
const DOWN = { status: "retryable", error: "HTTP 503: provider down" } as const;

/** The EMAILS queue as the routes see it: records the outbox ids sent, or fails on cue. */
class RecordingQueue {
  sent: string[] = [];
  fail = false;
  async sendBatch(messages: Iterable<{ body: string }>) {
    if (this.fail) throw new Error("Queue send failed: internal error");
    for (const message of messages) this.sent.push(message.body);
  }
}

let queue: RecordingQueue;
let client = 0;
const testWorker = {
  fetch: async (request: Request) =>
    worker.fetch(request, { ...env, EMAILS: queue as unknown as Queue<string> }, createExecutionContext()),
};
const visitor = () => new Visitor(undefined, testWorker);
const count = async (sql: string) => (await env.DB.prepare(sql).first<{ n: number }>())!.n;

async function submitContactForm(v: Visitor, key?: string) {
  if (!key)
    key = ((await (await v.post("/api/form/FormSubmissionKey", "")).json()) as { data: { key: string } }).data
      .key;
  const res = await v.post(
    "/api/form/SaveFormSubmission",
    { formId: DEMO_CONTACT_FORM_ID, key, form: JSON.stringify(CONTACT_ANSWERS) },
    { "cf-connecting-ip": `198.51.100.${++client}` },
  );
  return { res, key };
}

beforeEach(async () => {
  queue = new RecordingQueue();
  await visitor().fetch("/api/commerce/shopping-cart"); // the demo site is seeded on first need
  await env.DB.batch([
    env.DB.prepare("DELETE FROM form_submissions"),
    env.DB.prepare("DELETE FROM restock_signups"),
    env.DB.prepare("DELETE FROM email_outbox"),
  ]);
});

describe("a form submission while the email provider is down", () => {
  it("is stored once, and its notification goes out once when the provider recovers", async () => {
    const t0 = Date.now();
    const v = visitor();
    const { res, key } = await submitContactForm(v);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true });
    expect(await count("SELECT count(*) AS n FROM form_submissions")).toBe(1);
    expect(queue.sent).toHaveLength(1);
    const [id] = queue.sent as [string];

    const provider = new FakeProvider();
    provider.failWith = DOWN;
    let now = t0;
    for (let attempt = 1; attempt <= 3; attempt++) {
      const result = await deliver([id], { provider, now: () => now }, attempt);
      expect(result.retryMessages).toHaveLength(1);
      now += backoffSeconds(attempt) * 1000;
    }
    expect(await outboxRow(id)).toMatchObject({ status: "pending", attempts: 3, lastError: DOWN.error });

    // The visitor, seeing nothing happen, sends the same submission again: its key is spent.
    const again = await submitContactForm(v, key);
    expect(again.res.status).toBe(400);
    expect(await again.res.json()).toEqual({
      message: "Error processing form submission. Please reload and try again.",
    });
    expect(await count("SELECT count(*) AS n FROM form_submissions")).toBe(1);
    expect(await count("SELECT count(*) AS n FROM email_outbox")).toBe(1);

    provider.failWith = null;
    const recovered = await deliver([id], { provider, now: () => now }, 4);
    expect(recovered.explicitAcks).toHaveLength(1);
    expect(provider.sent).toHaveLength(1);
    expect(provider.sent[0]).toMatchObject({
      to: "owner@demo.atelier.test",
      subject: "New submission to Contact on Atelier Supply Co.",
    });
    expect(await outboxRow(id)).toMatchObject({ status: "sent", attempts: 4 });

    // A redelivered message, or the sweep a day later, sends nothing more.
    await deliver([id], { provider, now: () => now + 1000 }, 5);
    expect(await sweepOutbox(db, queue as unknown as Queue<string>, now + 86_400_000)).toBe(0);
    expect(provider.sent).toHaveLength(1);
  });

  it("is stored even when the queue send fails too; the sweep sends it once the provider is back", async () => {
    queue.fail = true;
    const { res } = await submitContactForm(visitor());
    expect(res.status).toBe(200);
    expect(await count("SELECT count(*) AS n FROM form_submissions")).toBe(1);
    expect(queue.sent).toEqual([]);
    const row = await env.DB.prepare("SELECT id, next_attempt_at AS at FROM email_outbox").first<{
      id: string;
      at: number;
    }>();

    queue.fail = false;
    const sweptAt = row!.at + SWEEP_GRACE_MS;
    expect(await sweepOutbox(db, queue as unknown as Queue<string>, sweptAt)).toBe(1);
    expect(queue.sent).toEqual([row!.id]);
    const provider = new FakeProvider();
    await deliver(queue.sent, { provider, now: () => sweptAt });
    expect(provider.sent).toHaveLength(1);
    expect((await outboxRow(row!.id)).status).toBe("sent");
  });
});

describe("restock sign-ups while the email provider is down", () => {
  it("are stored once each, and each gets its restock email once when the provider recovers", async () => {
    for (const email of ["ada@example.com", "Ben@example.com", "ben@example.com"]) {
      const res = await visitor().post(RESTOCK, { ...POUR_OVER, siteVisitorEmail: email });
      expect(res.status).toBe(200);
    }
    expect(await count("SELECT count(*) AS n FROM restock_signups")).toBe(2);

    const t0 = Date.now();
    const send = await visitor().post(`${RESTOCK}/send`, POUR_OVER, OWNER);
    expect(send.status).toBe(200);
    expect(await send.json()).toEqual({ notifiedCount: 2 });
    expect(queue.sent).toHaveLength(2);
    // The owner presses send again while the emails wait: nothing more is queued.
    expect(await (await visitor().post(`${RESTOCK}/send`, POUR_OVER, OWNER)).json()).toEqual({
      notifiedCount: 0,
    });
    expect(await count("SELECT count(*) AS n FROM email_outbox")).toBe(2);

    const provider = new FakeProvider();
    provider.failWith = DOWN;
    const failed = await deliver(queue.sent, { provider, now: () => t0 }, 1);
    expect(failed.retryMessages).toHaveLength(2);

    provider.failWith = null;
    const later = t0 + backoffSeconds(1) * 1000;
    await deliver(queue.sent, { provider, now: () => later }, 2);
    await deliver(queue.sent, { provider, now: () => later + 1000 }, 3); // redelivered
    expect(provider.sent.map((m) => m.to).sort()).toEqual(["ada@example.com", "ben@example.com"]);
    expect(provider.sent[0]!.subject).toBe("Stoneware Pour-Over Set is back in stock");
    expect(await count("SELECT count(*) AS n FROM email_outbox WHERE status = 'sent'")).toBe(2);
  });
});

describe("an email that never goes out", () => {
  it("ends dead after the sender's last attempt; the submission stays stored and nothing is sent", async () => {
    const t0 = Date.now();
    await submitContactForm(visitor());
    const [id] = queue.sent as [string];
    const provider = new FakeProvider();
    provider.failWith = DOWN;
    let now = t0;
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      await deliver([id], { provider, now: () => now }, attempt);
      now += backoffSeconds(attempt) * 1000;
    }
    expect(await outboxRow(id)).toMatchObject({
      status: "dead",
      attempts: MAX_ATTEMPTS,
      lastError: DOWN.error,
    });
    provider.failWith = null;
    await deliver([id], { provider, now: () => now }, MAX_ATTEMPTS + 1);
    expect(await sweepOutbox(db, queue as unknown as Queue<string>, now + 86_400_000)).toBe(0);
    expect(provider.sent).toEqual([]);
    expect(await count("SELECT count(*) AS n FROM form_submissions")).toBe(1);
  });

  it("is marked dead by the dead-letter consumer when its message exhausted the queue's retries", async () => {
    await visitor().post(RESTOCK, { ...POUR_OVER, siteVisitorEmail: "cy@example.com" });
    await visitor().post(`${RESTOCK}/send`, POUR_OVER, OWNER);
    const [id] = queue.sent as [string];
    const batch = createMessageBatch(QUEUES.emailsDeadLetter, [
      { id: "dlq-1", timestamp: new Date(), attempts: 1, body: id },
    ]);
    const ctx = createExecutionContext();
    await worker.queue(batch, env);
    expect((await getQueueResult(batch, ctx)).explicitAcks).toEqual(["dlq-1"]);
    expect(await outboxRow(id)).toMatchObject({ status: "dead", lastError: DEAD_LETTER_ERROR });
    expect(await count("SELECT count(*) AS n FROM restock_signups WHERE notified_at IS NOT NULL")).toBe(1);
  });
});
