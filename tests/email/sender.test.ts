// The EMAILS consumer: every outbox row is sent once, whatever the provider does and however often
// the queue delivers its message.
import { createExecutionContext, createMessageBatch, getQueueResult } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { DEAD_LETTER_ERROR, MAX_ATTEMPTS, backoffSeconds } from "../../worker/email/sender";
import worker from "../../worker/index";
import { QUEUES } from "../../worker/queues";
import { DEMO_CONTACT_FORM_ID } from "../../worker/seed/demo-forms";
import { Visitor } from "../worker/helpers";
import { CONTACT_ANSWERS } from "../forms/contact-answers";
import { FakeProvider } from "./fake-provider";
import { deliver, eventually, mailboxFor, outboxRow, pendingEmail } from "./helpers";

const T0 = Date.UTC(2026, 4, 1, 12);
const at = (ms: number) => () => ms;

describe("a form submission's notification", () => {
  it("reaches the development mailbox through the EMAILS queue and its consumer", async () => {
    const visitor = new Visitor();
    const keyRes = await visitor.post("/api/form/FormSubmissionKey", "");
    const { data } = (await keyRes.json()) as { data: { key: string } };
    const form = CONTACT_ANSWERS;
    const res = await visitor.post(
      "/api/form/SaveFormSubmission",
      { formId: DEMO_CONTACT_FORM_ID, key: data.key, form: JSON.stringify(form) },
      { "cf-connecting-ip": "198.51.100.7" },
    );
    expect(res.status).toBe(200);
    const submission = await env.DB.prepare("SELECT id FROM form_submissions").first<{ id: string }>();
    const key = `form-submission:${submission!.id}`;

    await eventually(async () => (await mailboxFor(key)).length > 0);
    const [mail] = await mailboxFor(key);
    expect(mail).toMatchObject({
      to: "owner@demo.atelier.test",
      from: "Atelier <notifications@atelier.example>",
      subject: "New submission to Contact on Atelier Supply Co.",
    });
    expect(mail!.textBody).toContain("Name: Ada, Lovelace");
    const row = await env.DB.prepare("SELECT status, attempts FROM email_outbox WHERE idempotency_key = ?")
      .bind(key)
      .first();
    expect(row).toEqual({ status: "sent", attempts: 1 });
  });
});

describe("the sender", () => {
  it("keeps the row while the provider fails, retries with backoff, and sends once it recovers", async () => {
    const id = await pendingEmail(T0);
    const provider = new FakeProvider();
    provider.failWith = { status: "retryable", error: "HTTP 503: try later" };

    const failed = await deliver([id], { provider, now: at(T0) });
    expect(failed.retryMessages).toHaveLength(1);
    expect(failed.explicitAcks).toEqual([]);
    expect(await outboxRow(id)).toMatchObject({
      status: "pending",
      attempts: 1,
      lastError: "HTTP 503: try later",
      nextAttemptAt: T0 + 60_000,
    });

    const second = await deliver([id], { provider, now: at(T0 + 60_000) });
    expect(second.retryMessages).toHaveLength(1);
    expect((await outboxRow(id)).nextAttemptAt).toBe(T0 + 60_000 + 120_000);

    provider.failWith = null;
    const recovered = await deliver([id], { provider, now: at(T0 + 180_000) });
    expect(recovered.explicitAcks).toHaveLength(1);
    expect(recovered.retryMessages).toEqual([]);
    expect(provider.sent).toHaveLength(1);
    expect(provider.sent[0]).toMatchObject({ to: "owner@example.com", idempotencyKey: `test:${id}` });
    expect(await outboxRow(id)).toMatchObject({ status: "sent", attempts: 3, sentAt: T0 + 180_000 });
  });

  it("does not send twice when the queue delivers a message again, or twice in one batch", async () => {
    const id = await pendingEmail(T0);
    const provider = new FakeProvider();
    const first = await deliver([id, id], { provider, now: at(T0) });
    expect(first.explicitAcks).toHaveLength(2);
    const again = await deliver([id], { provider, now: at(T0 + 3_600_000) }, 2);
    expect(again.explicitAcks).toHaveLength(1);
    expect(provider.sent).toHaveLength(1);
    expect((await outboxRow(id)).attempts).toBe(1);
  });

  it("does not call the provider while another delivery of the same row is still trying it", async () => {
    const id = await pendingEmail(T0);
    const provider = new FakeProvider();
    provider.failWith = { status: "retryable", error: "timeout" };
    await deliver([id], { provider, now: at(T0) });
    provider.failWith = null;
    // A duplicate message arriving before the row's next attempt is acknowledged, not sent.
    const early = await deliver([id], { provider, now: at(T0 + 10_000) });
    expect(early.explicitAcks).toHaveLength(1);
    expect(provider.sent).toHaveLength(0);
  });

  it(`marks the row dead after the last of ${MAX_ATTEMPTS} attempts, and sends nothing after`, async () => {
    const id = await pendingEmail(T0);
    const provider = new FakeProvider();
    provider.failWith = { status: "retryable", error: "HTTP 500" };
    let now = T0;
    for (let attempt = 1; attempt < MAX_ATTEMPTS; attempt++) {
      const result = await deliver([id], { provider, now: at(now) }, attempt);
      expect(result.retryMessages).toHaveLength(1);
      now += backoffSeconds(attempt) * 1000;
      expect((await outboxRow(id)).nextAttemptAt).toBe(now);
    }
    const last = await deliver([id], { provider, now: at(now) }, MAX_ATTEMPTS);
    expect(last.retryMessages).toEqual([]);
    expect(last.explicitAcks).toHaveLength(1);
    expect(await outboxRow(id)).toMatchObject({
      status: "dead",
      attempts: MAX_ATTEMPTS,
      lastError: "HTTP 500",
    });

    provider.failWith = null;
    await deliver([id], { provider, now: at(now + 86_400_000) });
    expect(provider.sent).toHaveLength(0);
  });

  it("marks the row dead at once when the provider refuses it for good", async () => {
    const id = await pendingEmail(T0);
    const provider = new FakeProvider();
    provider.failWith = { status: "permanent", error: "HTTP 422: invalid `to` address" };
    const result = await deliver([id], { provider, now: at(T0) });
    expect(result.retryMessages).toEqual([]);
    expect(await outboxRow(id)).toMatchObject({
      status: "dead",
      attempts: 1,
      lastError: "HTTP 422: invalid `to` address",
    });
  });

  it("backs off 1, 2, 4 … minutes up to an hour, longer if the provider asks", () => {
    expect([1, 2, 3, 4, 7, 8].map((n) => backoffSeconds(n))).toEqual([60, 120, 240, 480, 3600, 3600]);
    expect(backoffSeconds(1, 300)).toBe(300);
  });

  it("acknowledges a message that names no row or is unreadable", async () => {
    const provider = new FakeProvider();
    const result = await deliver(["email_missing"], { provider, now: at(T0) });
    expect(result.explicitAcks).toHaveLength(1);
    expect(provider.sent).toHaveLength(0);
  });
});

describe("the dead-letter queue consumer", () => {
  it("marks what reached it dead, through the worker's queue handler", async () => {
    const id = await pendingEmail(T0);
    const sent = await pendingEmail(T0);
    await deliver([sent], { provider: new FakeProvider(), now: at(T0) });
    const batch = createMessageBatch(QUEUES.emailsDeadLetter, [
      { id: "dlq-1", timestamp: new Date(), attempts: 1, body: id },
      { id: "dlq-2", timestamp: new Date(), attempts: 1, body: sent },
    ]);
    const ctx = createExecutionContext();
    await worker.queue(batch, env);
    expect((await getQueueResult(batch, ctx)).explicitAcks.sort()).toEqual(["dlq-1", "dlq-2"]);
    expect(await outboxRow(id)).toMatchObject({ status: "dead", lastError: DEAD_LETTER_ERROR });
    expect((await outboxRow(sent)).status).toBe("sent");
  });
});
