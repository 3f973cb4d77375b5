// One attempt of one webhook delivery: claim the row, sign the stored payload with the endpoint's
// secret, POST it, and record the outcome. Any 2xx is a success; anything else (another status, a
// redirect, a timeout, a network failure) is retried with exponential backoff (the email sender's
// curve: 1, 2, 4 … minutes, at most an hour) until MAX_ATTEMPTS, when the delivery has failed; after
// DISABLE_AFTER failed deliveries in a row, the endpoint is disabled and its pending deliveries are
// given up. Counting whole deliveries, not attempts, means a busy site's receiver that is down for
// an hour is not disabled by the many first attempts of that hour.
import type { Db } from "../../db/client";
import { backoffSeconds } from "../../email/sender";
import { CALL_TIMEOUT_MS, type JobOutcome } from "../jobs";
import { disabledAfterFailures } from "../messages";
import { openSecret, type ConnectionsSecretEnv } from "./secret-box";
import { EVENT_HEADER, ID_HEADER, SIGNATURE_HEADER, signPayload, TIMESTAMP_HEADER } from "./signature";
import {
  abandonDelivery,
  claimDelivery,
  disableEndpoint,
  findEndpoint,
  recordFailure,
  recordSuccess,
} from "./store";

/** Attempts per delivery: 8 span about two hours of a receiver being down. */
export const MAX_ATTEMPTS = 8;
/** Failed deliveries in a row (each after MAX_ATTEMPTS) that disable the endpoint. */
export const DISABLE_AFTER = 5;
export const ENDPOINT_DISABLED = "The endpoint is disabled.";

export interface DeliverOptions {
  fetch?: typeof fetch;
  now?: () => number;
}

type CallResult = { ok: true; status: number } | { ok: false; status: number | null; error: string };

async function post(send: typeof fetch, url: string, headers: Record<string, string>, body: string) {
  try {
    const res = await send(url, {
      method: "POST",
      headers,
      body,
      redirect: "manual",
      signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
    });
    const text = res.ok ? "" : (await res.text().catch(() => "")).slice(0, 300);
    if (res.ok) await res.body?.cancel();
    return res.ok
      ? ({ ok: true, status: res.status } as const)
      : ({ ok: false, status: res.status, error: `HTTP ${res.status}${text ? `: ${text}` : ""}` } as const);
  } catch (error) {
    return { ok: false, status: null, error: `unreachable: ${String(error)}` } as const;
  }
}

export async function deliverWebhook(
  db: Db,
  env: ConnectionsSecretEnv,
  id: string,
  options: DeliverOptions = {},
): Promise<JobOutcome> {
  const now = options.now ?? Date.now;
  const row = await claimDelivery(db, id, now());
  if (!row) return { status: "done" };
  const endpoint = await findEndpoint(db, row.websiteId, row.endpointId);
  if (!endpoint || !endpoint.enabled) {
    await abandonDelivery(db, row.id, ENDPOINT_DISABLED);
    return { status: "done" };
  }
  const timestamp = Math.floor(now() / 1000);
  const secret = await openSecret(env, endpoint.secretCipher);
  const result: CallResult = await post(
    options.fetch ?? fetch,
    endpoint.url,
    {
      "content-type": "application/json",
      "user-agent": "Atelier-Webhooks/1",
      [ID_HEADER]: row.eventId,
      [EVENT_HEADER]: row.event,
      [TIMESTAMP_HEADER]: String(timestamp),
      [SIGNATURE_HEADER]: await signPayload(secret, timestamp, row.payload),
    },
    row.payload,
  );
  if (result.ok) {
    await recordSuccess(db, row, result.status, now());
    return { status: "done" };
  }
  const lastAttempt = row.attempts >= MAX_ATTEMPTS;
  const delaySeconds = backoffSeconds(row.attempts);
  const failures = await recordFailure(db, row, {
    responseCode: result.status,
    error: result.error,
    nextAttemptAt: lastAttempt ? null : now() + delaySeconds * 1000,
  });
  if (failures >= DISABLE_AFTER) await disableEndpoint(db, endpoint.id, disabledAfterFailures(DISABLE_AFTER));
  return lastAttempt ? { status: "done" } : { status: "retry", delaySeconds };
}
