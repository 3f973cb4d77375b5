// Nothing is lost when the queue send after an outbox write fails: the cron sweep re-enqueues
// pending rows that are overdue, and the consumer sends them.
import { createScheduledController } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { SWEEP_GRACE_MS, dispatchEmails, sweepOutbox } from "../../worker/email/dispatch";
import worker from "../../worker/index";
import { db, eventually, mailboxFor, outboxRow, pendingEmail } from "./helpers";

class FakeQueue {
  sent: string[] = [];
  fail = false;
  async sendBatch(messages: Iterable<{ body: string }>) {
    if (this.fail) throw new Error("Queue send failed: internal error");
    for (const message of messages) this.sent.push(message.body);
  }
  asQueue = () => this as unknown as Queue<string>;
}

const T0 = Date.UTC(2026, 4, 1, 12);

describe("the outbox sweep", () => {
  it("re-enqueues a pending row whose queue send failed, once it is overdue, and only once", async () => {
    const queue = new FakeQueue();
    queue.fail = true;
    const id = await pendingEmail(T0);
    expect(await dispatchEmails(queue.asQueue(), [id])).toBe(false);
    expect((await outboxRow(id)).status).toBe("pending");

    queue.fail = false;
    expect(await sweepOutbox(db, queue.asQueue(), T0 + 60_000)).toBe(0);
    expect(await sweepOutbox(db, queue.asQueue(), T0 + SWEEP_GRACE_MS)).toBe(1);
    expect(queue.sent).toEqual([id]);
    expect((await outboxRow(id)).nextAttemptAt).toBe(T0 + SWEEP_GRACE_MS);
    // Its message is on the way now: the next minute's sweep leaves it alone.
    expect(await sweepOutbox(db, queue.asQueue(), T0 + SWEEP_GRACE_MS + 60_000)).toBe(0);
    expect(queue.sent).toEqual([id]);
  });

  it("leaves sent and dead rows alone", async () => {
    const queue = new FakeQueue();
    const sent = await pendingEmail(T0 - 86_400_000);
    const dead = await pendingEmail(T0 - 86_400_000);
    await env.DB.prepare("UPDATE email_outbox SET status = 'sent' WHERE id = ?").bind(sent).run();
    await env.DB.prepare("UPDATE email_outbox SET status = 'dead' WHERE id = ?").bind(dead).run();
    await sweepOutbox(db, queue.asQueue(), T0);
    expect(queue.sent).not.toContain(sent);
    expect(queue.sent).not.toContain(dead);
  });

  it("runs every minute as the worker's scheduled handler, and the swept email reaches the mailbox", async () => {
    const id = await pendingEmail(Date.now() - SWEEP_GRACE_MS - 1000, { subject: "Swept" });
    await worker.scheduled(createScheduledController({ cron: "* * * * *" }), env);
    await eventually(async () => (await mailboxFor(`test:${id}`)).length === 1);
    expect(await outboxRow(id)).toMatchObject({ status: "sent", attempts: 1 });
  });
});
