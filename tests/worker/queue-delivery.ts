// Queue deliveries by hand for consumer tests, and waiting for the real queue to deliver.
import { createExecutionContext, createMessageBatch, getQueueResult } from "cloudflare:test";

let delivery = 0;

/** One batch of these bodies on `queue`, handed to `consume` (`attempts` as the queue would count them). */
export async function deliverBatch<Body>(
  queue: string,
  bodies: Body[],
  consume: (batch: MessageBatch<Body>) => Promise<void>,
  attempts = 1,
) {
  const batch = createMessageBatch<Body>(
    queue,
    bodies.map((body) => ({ id: `msg-${++delivery}`, timestamp: new Date(), attempts, body })),
  );
  const ctx = createExecutionContext();
  await consume(batch);
  return getQueueResult(batch, ctx);
}

/** Polls until `check` answers true (the real queue delivers within its batch timeout of 1 s). */
export async function eventually(check: () => Promise<boolean>, ms = 8000): Promise<void> {
  const until = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > until) throw new Error("timed out waiting");
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
