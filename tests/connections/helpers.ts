// The connections tests' tools: a fake webhook receiver behind the global fetch, the receiver's
// verification recipe of docs/connections.md, and CONNECTIONS batches delivered by hand.
import { env } from "cloudflare:workers";
import { vi } from "vitest";
import { consumeConnections, type ConsumerOptions } from "../../worker/connections/consumer";
import type { ConnectionJob } from "../../worker/connections/jobs";
import { QUEUES } from "../../worker/queues";
import { deliverBatch } from "../worker/queue-delivery";

export const RECEIVER = "https://hooks.example.com";

export interface Received {
  url: string;
  headers: Headers;
  body: string;
}

/**
 * Answers calls to RECEIVER with `status(n)` for the n-th call (from 1) and records them; every
 * other call goes out as before.
 */
export function fakeReceiver(status: (n: number) => number = () => 200) {
  const received: Received[] = [];
  const real = globalThis.fetch;
  const spy = vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const request = new Request(input, init);
    if (!request.url.startsWith(RECEIVER)) return real(input, init);
    received.push({ url: request.url, headers: request.headers, body: await request.text() });
    const code = status(received.length);
    return new Response(code >= 300 ? "receiver says no" : "ok", { status: code });
  });
  return { received, restore: () => spy.mockRestore() };
}

/** The receiver's side, as docs/connections.md tells it: HMAC-SHA256 over "<timestamp>.<body>". */
export async function verifySignature(secret: string, received: Received, toleranceSeconds = 300) {
  const timestamp = received.headers.get("Atelier-Webhook-Timestamp") ?? "";
  const signature = received.headers.get("Atelier-Webhook-Signature") ?? "";
  if (Math.abs(Date.now() / 1000 - Number(timestamp)) > toleranceSeconds) return false;
  const key = await crypto.subtle.importKey(
    "raw",
    new TextEncoder().encode(secret),
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["verify"],
  );
  const mac = signature.replace(/^v1=/, "");
  if (!/^[0-9a-f]{64}$/.test(mac)) return false;
  const bytes = Uint8Array.from(mac.match(/../g)!, (h) => parseInt(h, 16));
  return crypto.subtle.verify("HMAC", key, bytes, new TextEncoder().encode(`${timestamp}.${received.body}`));
}

/** One CONNECTIONS batch carrying these jobs, consumed by hand (`options` injects time, fetch). */
export const deliverJobs = (jobs: ConnectionJob[], options: ConsumerOptions) =>
  deliverBatch(QUEUES.connections, jobs, (batch) => consumeConnections(batch, env, options));

export { eventually } from "../worker/queue-delivery";
