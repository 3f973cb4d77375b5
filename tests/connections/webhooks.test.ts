// The automation connection: endpoints added by an administrator (secret shown once, kept sealed),
// signed deliveries a receiver can verify, retries with backoff, the delivery log, redelivery by
// hand, and endpoints disabled after failing too often.
import { env } from "cloudflare:workers";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { createDb } from "../../worker/db/client";
import { sweepConnections } from "../../worker/connections/sweep";
import { eventDeliveries } from "../../worker/connections/webhooks/store";
import { DISABLE_AFTER, ENDPOINT_DISABLED, MAX_ATTEMPTS } from "../../worker/connections/webhooks/deliver";
import { DEMO_CONTACT_FORM_ID } from "../../worker/seed/demo-forms";
import { DEMO_WEBSITE_ID } from "../../worker/seed/demo-data";
import { ContributorRole } from "../../worker/owner/roles";
import { CONTACT_ANSWERS } from "../forms/contact-answers";
import { CHECKOUT, checkoutBody, newProduct, visitor } from "../orders/fixtures";
import { addContributor, Owner } from "../owner/helpers";
import { signedInAdmin } from "../public-api/helpers";
import { Visitor } from "../worker/helpers";
import { deliverJobs, eventually, fakeReceiver, RECEIVER, verifySignature, type Received } from "./helpers";

const AUTOMATION = "/api/owner/connections/automation";
const ENDPOINTS = `${AUTOMATION}/endpoints`;
const db = createDb(env.DB);
const T0 = Date.UTC(2026, 4, 1, 12);

interface Endpoint {
  id: string;
  url: string;
  events: string[];
  enabled: boolean;
  consecutiveFailures: number;
  disabledReason: string | null;
}
interface Delivery {
  id: string;
  eventId: string;
  event: string;
  status: string;
  attempts: number;
  responseCode: number | null;
  nextAttemptAt: number | null;
}

let admin: Owner;
let receiver: ReturnType<typeof fakeReceiver> | undefined;
let made: string[] = [];

beforeAll(async () => {
  admin = await signedInAdmin("automation-admin@example.com");
});

afterEach(async () => {
  receiver?.restore();
  receiver = undefined;
  for (const id of made) await admin.delete(`${ENDPOINTS}/${id}`);
  made = [];
});

async function addEndpoint(path: string, events: string[]) {
  const res = await admin.post(ENDPOINTS, { url: `${RECEIVER}${path}`, events });
  expect(res.status).toBe(201);
  const body = (await res.json()) as { endpoint: Endpoint; secret: string };
  made.push(body.endpoint.id);
  return body;
}

const state = async () => ((await (await admin.fetch(AUTOMATION)).json()) as { state: string }).state;
const log = async (endpointId: string) =>
  ((await (await admin.fetch(`${ENDPOINTS}/${endpointId}/deliveries`)).json()) as { deliveries: Delivery[] })
    .deliveries;

/** A pending order.placed delivery for each subscribed endpoint, not yet on the queue. */
async function pendingEvent(eventId: string, now: number) {
  const { statements, jobs } = await eventDeliveries(
    db,
    DEMO_WEBSITE_ID,
    "order.placed",
    eventId,
    { orderId: eventId },
    now,
  );
  await db.batch(statements as [(typeof statements)[0], ...typeof statements]);
  return jobs;
}

async function submitContactForm() {
  const visitor = new Visitor();
  const { data } = (await (await visitor.post("/api/form/FormSubmissionKey", "")).json()) as {
    data: { key: string };
  };
  const res = await visitor.post(
    "/api/form/SaveFormSubmission",
    { formId: DEMO_CONTACT_FORM_ID, key: data.key, form: JSON.stringify(CONTACT_ANSWERS) },
    { "cf-connecting-ip": `198.51.100.${Math.floor(Math.random() * 200)}` },
  );
  expect(res.status).toBe(200);
}

describe("who may manage the automation connection", () => {
  it("refuses visitors (401) and roles without settings:write (403)", async () => {
    expect((await new Visitor().fetch(AUTOMATION)).status).toBe(401);
    const visitorPost = await new Visitor().post(ENDPOINTS, {
      url: `${RECEIVER}/x`,
      events: ["order.placed"],
    });
    expect(visitorPost.status).toBe(401);
    await addContributor("automation-viewer@example.com", ContributorRole.STORE_MANAGER);
    const manager = new Owner();
    expect((await manager.signIn("automation-viewer@example.com")).status).toBe(200);
    expect((await manager.fetch(AUTOMATION)).status).toBe(403);
    const res = await manager.post(ENDPOINTS, { url: `${RECEIVER}/x`, events: ["order.placed"] });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ message: "Your role on this site does not allow this." });
  });
});

describe("adding an endpoint", () => {
  it("says 'awaiting connection' until one is active, then counts the connections", async () => {
    expect(await state()).toBe("awaiting connection");
    const first = await addEndpoint("/one", ["order.placed"]);
    expect(await state()).toBe("1 connection");
    await addEndpoint("/two", ["form.submitted"]);
    expect(await state()).toBe("2 connections");
    await admin.fetch(`${ENDPOINTS}/${first.endpoint.id}`, {
      method: "PATCH",
      headers: { "content-type": "application/json", origin: admin.origin },
      body: JSON.stringify({ enabled: false }),
    });
    expect(await state()).toBe("1 connection");
  });

  it("shows the signing secret once and keeps it sealed, never in the listing", async () => {
    const { endpoint, secret } = await addEndpoint("/secret", ["form.submitted", "order.placed"]);
    expect(secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    expect(endpoint).toMatchObject({
      url: `${RECEIVER}/secret`,
      events: ["form.submitted", "order.placed"],
      enabled: true,
    });
    const listing = await (await admin.fetch(AUTOMATION)).text();
    expect(listing).toContain(endpoint.id);
    expect(listing).not.toContain(secret);
    const stored = await env.DB.prepare("SELECT secret_cipher FROM webhook_endpoints WHERE id = ?")
      .bind(endpoint.id)
      .first<{ secret_cipher: string }>();
    expect(stored!.secret_cipher).toMatch(/^v1\./);
    expect(stored!.secret_cipher).not.toContain(secret.slice(6));
  });

  it("refuses an endpoint with no events or no valid address, with the field's words", async () => {
    const none = await admin.post(ENDPOINTS, { url: `${RECEIVER}/x`, events: [] });
    expect(none.status).toBe(400);
    expect(await none.json()).toEqual({ message: "Choose at least one event" });
    const bad = await admin.post(ENDPOINTS, { url: "not an address", events: ["order.placed"] });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ message: "Please enter a valid web address" });
    const unknown = await admin.post(ENDPOINTS, { url: `${RECEIVER}/x`, events: ["order.shipped"] });
    expect(unknown.status).toBe(400);
  });

  it("outside development takes https only and refuses private and loopback addresses", async () => {
    // A site on a public name (the demo store answers unknown hosts), called with the owner token.
    const site = new Visitor("https://shop.example.com");
    const bearer = { authorization: "Bearer test-owner-token" };
    const add = (url: string) => site.post(ENDPOINTS, { url, events: ["order.placed"] }, bearer);
    const http = await add("http://hooks.example.com/x");
    expect(http.status).toBe(400);
    expect(await http.json()).toEqual({ message: "Webhook addresses must start with https://" });
    for (const url of [
      "https://127.0.0.1/x",
      "https://10.1.2.3/x",
      "https://192.168.0.10/x",
      "https://169.254.169.254/latest",
      "https://[::1]/x",
      "https://[fd00::1]/x",
      "https://[::127.0.0.1]/x",
      "https://[::a9fe:a9fe]/latest",
      "https://[64:ff9b::a9fe:a9fe]/latest",
      "https://localhost/x",
      "https://intranet/x",
    ]) {
      const res = await add(url);
      expect(res.status, url).toBe(400);
      expect(await res.json()).toEqual({
        message: "Webhook addresses must be reachable on the public internet",
      });
    }
    const ok = await add(`${RECEIVER}/public`);
    expect(ok.status).toBe(201);
    made.push(((await ok.json()) as { endpoint: Endpoint }).endpoint.id);
  });

  it("changes an endpoint's events, and answers 404 for an endpoint it does not have", async () => {
    const { endpoint } = await addEndpoint("/change", ["order.placed"]);
    const patch = (id: string, body: unknown) =>
      admin.fetch(`${ENDPOINTS}/${id}`, {
        method: "PATCH",
        headers: { "content-type": "application/json", origin: admin.origin },
        body: JSON.stringify(body),
      });
    const changed = await patch(endpoint.id, { events: ["restock.signed_up", "form.submitted"] });
    expect(changed.status).toBe(200);
    expect(((await changed.json()) as { endpoint: Endpoint }).endpoint.events).toEqual([
      "restock.signed_up",
      "form.submitted",
    ]);
    expect((await patch(endpoint.id, {})).status).toBe(200);
    const missing = await patch("whe_missing", { enabled: true });
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ message: "Webhook endpoint not found" });
    expect((await admin.delete(`${ENDPOINTS}/whe_missing`)).status).toBe(404);
  });

  it("takes a local receiver on a development site", async () => {
    const res = await admin.post(ENDPOINTS, { url: "http://localhost:8787/hook", events: ["order.placed"] });
    expect(res.status).toBe(201);
    made.push(((await res.json()) as { endpoint: Endpoint }).endpoint.id);
  });
});

describe("a delivery", () => {
  it("posts a form submission signed so the receiver's documented check passes", async () => {
    receiver = fakeReceiver();
    const { endpoint, secret } = await addEndpoint("/forms", ["form.submitted"]);
    const other = await addEndpoint("/orders-only", ["order.placed"]);
    await submitContactForm();
    await eventually(async () => receiver!.received.length >= 1);
    const [call] = receiver.received as [Received];
    expect(call.url).toBe(`${RECEIVER}/forms`);
    expect(call.headers.get("content-type")).toBe("application/json");
    expect(call.headers.get("Atelier-Webhook-Event")).toBe("form.submitted");
    expect(await verifySignature(secret, call)).toBe(true);
    expect(await verifySignature(other.secret, call)).toBe(false);
    expect(await verifySignature(secret, { ...call, body: call.body.replace("Ada", "Eve") })).toBe(false);
    const payload = JSON.parse(call.body);
    expect(payload).toMatchObject({
      type: "form.submitted",
      websiteId: DEMO_WEBSITE_ID,
      data: { formId: DEMO_CONTACT_FORM_ID },
    });
    expect(payload.id).toBe(call.headers.get("Atelier-Webhook-Id"));
    expect(JSON.stringify(payload.data.values)).toContain("Ada");
    await eventually(async () => (await log(endpoint.id))[0]?.status === "succeeded");
    expect(await log(endpoint.id)).toEqual([
      expect.objectContaining({
        event: "form.submitted",
        status: "succeeded",
        attempts: 1,
        responseCode: 200,
        nextAttemptAt: null,
      }),
    ]);
    expect(await log(other.endpoint.id)).toEqual([]);
  });

  it("is retried with exponential backoff while the receiver answers 500, then succeeds", async () => {
    const codes = [500, 500, 200];
    const fake = fakeReceiver((n) => codes[n - 1] ?? 200);
    receiver = fake;
    const { endpoint, secret } = await addEndpoint("/flaky", ["order.placed"]);
    const jobs = await pendingEvent("evt_backoff", T0);

    const first = await deliverJobs(jobs, { now: () => T0 });
    expect(first.retryMessages).toHaveLength(1);
    let [row] = await log(endpoint.id);
    expect(row).toMatchObject({
      status: "pending",
      attempts: 1,
      responseCode: 500,
      nextAttemptAt: T0 + 60_000,
    });

    // The queue's redelivery arriving early does not call the receiver again.
    const early = await deliverJobs(jobs, { now: () => T0 + 1_000 });
    expect(early.explicitAcks).toHaveLength(1);
    expect(fake.received).toHaveLength(1);

    const second = await deliverJobs(jobs, { now: () => T0 + 60_000 });
    expect(second.retryMessages).toHaveLength(1);
    [row] = await log(endpoint.id);
    expect(row).toMatchObject({
      status: "pending",
      attempts: 2,
      responseCode: 500,
      nextAttemptAt: T0 + 180_000,
    });

    const third = await deliverJobs(jobs, { now: () => T0 + 180_000 });
    expect(third.retryMessages).toEqual([]);
    expect(third.explicitAcks).toHaveLength(1);
    [row] = await log(endpoint.id);
    expect(row).toMatchObject({ status: "succeeded", attempts: 3, responseCode: 200, nextAttemptAt: null });
    // Every attempt carries the same event id, signed afresh.
    expect(new Set(fake.received.map((r) => r.headers.get("Atelier-Webhook-Id")))).toEqual(
      new Set(["evt_backoff"]),
    );
    for (const call of fake.received) {
      const ts = Number(call.headers.get("Atelier-Webhook-Timestamp"));
      expect(await verifySignature(secret, call, Math.abs(Date.now() / 1000 - ts) + 1)).toBe(true);
    }
    const stored = await env.DB.prepare("SELECT consecutive_failures FROM webhook_endpoints WHERE id = ?")
      .bind(endpoint.id)
      .first<{ consecutive_failures: number }>();
    expect(stored!.consecutive_failures).toBe(0);
  });

  it(`is logged as failed after ${MAX_ATTEMPTS} attempts, and redelivered by hand`, async () => {
    let down = true;
    receiver = fakeReceiver(() => (down ? 503 : 200));
    const { endpoint } = await addEndpoint("/down", ["order.placed"]);
    const jobs = await pendingEvent("evt_give_up", T0);
    let now = T0;
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      await deliverJobs(jobs, { now: () => now });
      const [row] = await log(endpoint.id);
      now = row!.nextAttemptAt ?? now;
    }
    const [failed] = await log(endpoint.id);
    expect(failed).toMatchObject({
      status: "failed",
      attempts: MAX_ATTEMPTS,
      responseCode: 503,
      nextAttemptAt: null,
    });

    down = false;
    const res = await admin.post(`${AUTOMATION}/deliveries/${failed!.id}/redeliver`, {});
    expect(res.status).toBe(200);
    expect(((await res.json()) as { delivery: Delivery }).delivery).toMatchObject({
      status: "pending",
      attempts: 0,
    });
    await eventually(async () => (await log(endpoint.id))[0]?.status === "succeeded");
    expect((await log(endpoint.id))[0]).toMatchObject({ attempts: 1, responseCode: 200 });
    expect((await admin.post(`${AUTOMATION}/deliveries/whd_unknown/redeliver`, {})).status).toBe(404);
  });

  it("whose queue message was lost is sent once the minute's sweep finds it overdue", async () => {
    receiver = fakeReceiver();
    const { endpoint, secret } = await addEndpoint("/swept", ["order.placed"]);
    await pendingEvent("evt_lost_message", Date.now() - 3 * 60_000);
    expect(await sweepConnections(db, env.CONNECTIONS, Date.now())).toBeGreaterThanOrEqual(1);
    await eventually(async () => (await log(endpoint.id))[0]?.status === "succeeded");
    const [call] = receiver.received;
    expect(call!.headers.get("Atelier-Webhook-Id")).toBe("evt_lost_message");
    expect(await verifySignature(secret, call!)).toBe(true);
  });

  it(`disables the endpoint after ${DISABLE_AFTER} failed deliveries in a row`, async () => {
    receiver = fakeReceiver(() => 500);
    const { endpoint } = await addEndpoint("/broken", ["order.placed"]);
    await env.DB.prepare("UPDATE webhook_endpoints SET consecutive_failures = ? WHERE id = ?")
      .bind(DISABLE_AFTER - 1, endpoint.id)
      .run();
    const [last] = await pendingEvent("evt_last_straw", T0);
    const [waiting] = await pendingEvent("evt_waiting", T0);
    // The delivery's last attempt is due: the ones before it failed too.
    await env.DB.prepare("UPDATE webhook_deliveries SET attempts = ? WHERE id = ?")
      .bind(MAX_ATTEMPTS - 1, last!.id)
      .run();
    expect(await state()).toBe("1 connection");
    await deliverJobs([last!], { now: () => T0 });
    const listed = ((await (await admin.fetch(AUTOMATION)).json()) as { endpoints: Endpoint[] }).endpoints;
    expect(listed.find((e) => e.id === endpoint.id)).toMatchObject({
      enabled: false,
      disabledReason: `Disabled after ${DISABLE_AFTER} failed deliveries in a row. Fix the endpoint, then enable it again.`,
    });
    expect(await state()).toBe("awaiting connection");

    // The other pending delivery is given up without calling the receiver.
    const calls = receiver.received.length;
    await deliverJobs([waiting!], { now: () => T0 });
    expect(receiver.received).toHaveLength(calls);
    const byEvent = Object.fromEntries((await log(endpoint.id)).map((d) => [d.eventId, d]));
    expect(byEvent.evt_last_straw).toMatchObject({
      status: "failed",
      responseCode: 500,
      attempts: MAX_ATTEMPTS,
    });
    expect(byEvent.evt_waiting).toMatchObject({ status: "failed", attempts: 1, responseCode: null });
    const lastError = await env.DB.prepare("SELECT last_error FROM webhook_deliveries WHERE id = ?")
      .bind(waiting!.id)
      .first<{ last_error: string }>();
    expect(lastError!.last_error).toBe(ENDPOINT_DISABLED);

    // Enabled again, it counts afresh.
    const enabled = await admin.fetch(`${ENDPOINTS}/${endpoint.id}`, {
      method: "PATCH",
      headers: { "content-type": "application/json", origin: admin.origin },
      body: JSON.stringify({ enabled: true }),
    });
    expect(((await enabled.json()) as { endpoint: Endpoint }).endpoint).toMatchObject({
      enabled: true,
      consecutiveFailures: 0,
      disabledReason: null,
    });
  });
});

describe("the events", () => {
  it("sends a restock sign-up and a placed order to the endpoints that asked for them, once per event", async () => {
    receiver = fakeReceiver();
    const { endpoint, secret } = await addEndpoint("/store", ["restock.signed_up", "order.placed"]);
    const signUp = await new Visitor().post("/api/site-users/account/notifications/restock", {
      productId: "prd_pour_over",
      variantId: "var_pour_over",
      siteVisitorEmail: "waiting@example.com",
    });
    expect(signUp.status).toBe(200);
    const product = await newProduct(null);
    const buyer = await visitor();
    const placed = await buyer.post(
      CHECKOUT,
      checkoutBody({ express: { itemId: product.itemId, quantity: 2 } }),
    );
    expect(placed.status).toBe(200);
    const { orderId } = (await placed.json()) as { orderId: string };
    await eventually(async () => receiver!.received.length >= 2);
    const bodies = receiver.received.map((r) => JSON.parse(r.body));
    expect(bodies.find((b) => b.type === "restock.signed_up")!.data).toMatchObject({
      productId: "prd_pour_over",
      variantId: "var_pour_over",
      email: "waiting@example.com",
      joinedMailingList: false,
    });
    const order = bodies.find((b) => b.type === "order.placed")!;
    expect(order.id).toBe(`order_${orderId}`);
    expect(order.data).toMatchObject({
      orderId,
      email: "ada@example.com",
      lines: [{ sku: product.sku, quantity: 2 }],
    });
    for (const call of receiver.received) expect(await verifySignature(secret, call)).toBe(true);
    expect((await log(endpoint.id)).map((d) => d.event).sort()).toEqual([
      "order.placed",
      "restock.signed_up",
    ]);
  });
});
