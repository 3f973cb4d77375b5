// The collection endpoints under test: the worker with a capturing EVENTS queue (or one that
// refuses), visitors that post beacons the way the census script does, and payloads as it sends them.
import { createExecutionContext, createMessageBatch, getQueueResult } from "cloudflare:test";
import { env } from "cloudflare:workers";
import worker from "../../worker/index";
import type { EventMessage } from "../../worker/queue";
import { Visitor } from "../worker/helpers";

export const WEBSITE = "site_demo";

export class CapturingQueue {
  sent: EventMessage[] = [];
  refuse = false;
  async send(body: EventMessage): Promise<void> {
    if (this.refuse) throw new Error("queue unavailable");
    this.sent.push(structuredClone(body));
  }
  async sendBatch(): Promise<void> {
    throw new Error("not used");
  }
}

export function collectingWorker(queue: CapturingQueue) {
  return {
    fetch: async (request: Request): Promise<Response> =>
      worker.fetch(request, { ...env, EVENTS: queue as unknown as Queue }, createExecutionContext()),
  };
}

/** A form-encoded POST carrying the crumb as a field, with no header: what navigator.sendBeacon does. */
export async function beacon(
  visitor: Visitor,
  path: string,
  fields: Record<string, string>,
  extraCookies = "",
): Promise<Response> {
  if (!visitor.crumb) await visitor.fetch("/api/commerce/shopping-cart");
  const cookie = [...visitor.cookies].map(([k, v]) => `${k}=${v}`).join("; ") + extraCookies;
  const body = new URLSearchParams({ ...fields, crumb: visitor.crumb! }).toString();
  return visitor.worker.fetch(
    new Request(visitor.origin + path, {
      method: "POST",
      headers: {
        cookie,
        origin: visitor.origin,
        "content-type": "application/x-www-form-urlencoded",
        // A browser always sends it; the crumb guard reads form fields only with a known length.
        "content-length": String(new TextEncoder().encode(body).length),
      },
      body,
    }),
  );
}

export const T0 = 1_700_000_000_000;
export const CVR = `visitor-1|${T0}|${T0}|${T0}|1`;

export function pageFields(overrides: Record<string, unknown> = {}) {
  return {
    userAgent: "Mozilla/5.0 (test)",
    clientDate: T0,
    viewportInnerHeight: 800,
    viewportInnerWidth: 1280,
    screenHeight: 1080,
    screenWidth: 1920,
    websiteId: WEBSITE,
    templateId: "default",
    website_locale: "en-US",
    url: "http://localhost/shop",
    title: "Shop",
    collectionId: "col_shop",
    pagePermissionTypeValue: 1,
    pageType: 1,
    ...overrides,
  };
}

export function pageView(overrides: Record<string, unknown> = {}) {
  return {
    ...pageFields(overrides),
    localStorageSupported: true,
    queryString: "",
    referrer: "https://search.example/?q=mugs",
    ...overrides,
  };
}

/** Delivers these messages to the EVENTS consumer as one batch, as the queue would (on this D1). */
export async function deliver(messages: EventMessage[], ids?: string[], d1: D1Database = env.DB) {
  const batch = createMessageBatch(
    "atelier-events",
    messages.map((body, i) => ({
      id: ids?.[i] ?? `msg-${body.id}`,
      timestamp: new Date(body.sentAt ?? T0),
      attempts: 1,
      body,
    })),
  );
  const ctx = createExecutionContext();
  await worker.queue(batch, { ...env, DB: d1 });
  return getQueueResult(batch, ctx);
}
