// The collection calls of spec section 7: each accepted payload reaches the EVENTS queue once,
// and every refusal is a 4xx with a message and nothing queued.
import { beforeEach, describe, expect, it } from "vitest";
import { ContributorRole } from "../../worker/owner/roles";
import { Owner, addContributor } from "../owner/helpers";
import { Visitor } from "../worker/helpers";
import { CVR, CapturingQueue, T0, WEBSITE, beacon, collectingWorker, pageFields, pageView } from "./collect";

const SESSION_EXPIRED = "Your session has expired. Please reload the page and try again.";

let queue: CapturingQueue;
let visitor: Visitor;
beforeEach(() => {
  queue = new CapturingQueue();
  visitor = new Visitor(undefined, collectingWorker(queue));
});

const hit = (data: unknown, fields: Record<string, string> = {}, cookies = "") =>
  beacon(
    visitor,
    "/api/census/RecordHit",
    { event: "View", data: JSON.stringify(data), ss_cvr: CVR, ...fields },
    cookies,
  );

async function refused(res: Response, status: number, message: string) {
  expect(res.status).toBe(status);
  expect(await res.json()).toEqual({ message });
  expect(queue.sent).toEqual([]);
}

describe("POST /api/census/RecordHit", () => {
  it("queues a page view sent as a form-encoded beacon with the crumb field", async () => {
    const res = await hit(pageView());
    expect(res.status).toBe(202);
    expect(await res.json()).toEqual({ accepted: true });
    expect(queue.sent).toHaveLength(1);
    const [message] = queue.sent;
    expect(message).toMatchObject({
      kind: "census.hit",
      websiteId: WEBSITE,
      visitorId: "visitor-1",
      payload: { event: "View", visitCount: 1, newVisit: true, data: pageView() },
    });
    expect(message!.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(Math.abs(message!.sentAt! - Date.now())).toBeLessThan(60_000);
  });

  it("a hit whose ss_cvt is later than the visit's start continues the visit", async () => {
    await hit(pageView(), {}, `; ss_cvt=${T0 + 60_000}`);
    await hit(pageView(), {}, `; ss_cvt=${T0}`);
    expect(queue.sent.map((m) => (m.payload as { newVisit: boolean }).newVisit)).toEqual([false, true]);
  });

  it("drops unknown fields and keeps the spec's", async () => {
    await hit({ ...pageView(), password: "secret" });
    expect((queue.sent[0]!.payload as { data: object }).data).not.toHaveProperty("password");
  });

  it("refuses a JSON body", async () => {
    const res = await visitor.post("/api/census/RecordHit", { event: "View" });
    await refused(res, 415, "The body must be form-encoded.");
  });

  it.each([
    [{ event: "" }, "event must be a name of letters, digits, '-' or '_'."],
    [{ event: "<script>" }, "event must be a name of letters, digits, '-' or '_'."],
    [{ data: "not json" }, "data must be a JSON object."],
    [{ data: "[1,2]" }, "data must be a JSON object."],
    [{ ss_cvr: "abc|1|2|3" }, "The visitor cookie is not valid."],
    [{ ss_cvr: "" }, "The visitor cookie is not valid."],
  ])("refuses %j", async (fields, message) => {
    await refused(await hit(pageView(), fields), 400, message);
  });

  it("accepts page fields that are null, absent or of the wrong kind, and drops them", async () => {
    const { url: _, ...noUrl } = pageView();
    const res = await hit({
      ...noUrl,
      title: null,
      referrer: null,
      viewportInnerWidth: "wide",
      websiteId: 7,
    });
    expect(res.status).toBe(202);
    const {
      title: _t,
      referrer: _r,
      viewportInnerWidth: _v,
      websiteId: _w,
      ...kept
    } = noUrl as Record<string, unknown>;
    expect(JSON.parse(JSON.stringify(queue.sent[0]!.payload))).toMatchObject({ data: kept });
    const data = (queue.sent[0]!.payload as { data: Record<string, unknown> }).data;
    for (const dropped of ["url", "title", "referrer", "viewportInnerWidth", "websiteId"]) {
      expect(data[dropped]).toBeUndefined();
    }
  });

  it("refuses a website that is not this site's", async () => {
    await refused(
      await hit(pageView({ websiteId: "site_other" })),
      400,
      "websiteId does not belong to this site.",
    );
  });

  it("refuses a hit without the crumb", async () => {
    const res = await visitor.worker.fetch(
      new Request("http://localhost/api/census/RecordHit", {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ event: "View", data: JSON.stringify(pageView()), ss_cvr: CVR }),
      }),
    );
    await refused(res, 403, SESSION_EXPIRED);
  });

  it("a body over 16 KB is refused", async () => {
    const res = await hit(pageView({ title: "x".repeat(20_000) }));
    expect(res.status).toBe(413);
    expect(queue.sent).toEqual([]);
  });

  it.each([
    [{ url: "http://localhost/search?q=mug", pageType: 102 }, "search"],
    [{ url: "http://localhost/nowhere", pageType: 100 }, "page-type"],
    [{ url: "http://localhost/shop", pageType: 103 }, "page-type"],
    [{ url: "http://localhost/members", pageType: 106 }, "page-type"],
  ])("records nothing for %j", async (fields, reason) => {
    const res = await hit(pageView(fields));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ accepted: false, reason });
    expect(queue.sent).toEqual([]);
  });

  it("the /search page's other events are recorded", async () => {
    const res = await hit(pageView({ url: "http://localhost/search", pageType: 102 }), { event: "Scroll" });
    expect(res.status).toBe(202);
  });

  it("when the queue refuses, answers 503 so nothing is taken as accepted", async () => {
    queue.refuse = true;
    const res = await hit(pageView());
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ message: "The event could not be queued. Please try again." });
  });
});

describe("signed-in contributors", () => {
  async function signedIn(email: string, role: ContributorRole) {
    await addContributor(email, role);
    const owner = new Owner(undefined, collectingWorker(queue));
    expect((await owner.signIn(email)).status).toBe(200);
    visitor = owner;
  }

  it("an administrator's page views are not counted", async () => {
    await signedIn("admin-census@example.com", ContributorRole.ADMIN);
    const res = await hit(pageView());
    expect(await res.json()).toEqual({ accepted: false, reason: "signed-in" });
    expect(queue.sent).toEqual([]);
  });

  it("a viewer counts like a visitor, except on /config paths", async () => {
    await signedIn("viewer-census@example.com", ContributorRole.VIEWER);
    expect((await hit(pageView())).status).toBe(202);
    const res = await hit(pageView({ url: "http://localhost/config/pages" }));
    expect(await res.json()).toEqual({ accepted: false, reason: "signed-in" });
    expect(queue.sent).toHaveLength(1);
  });
});

describe("intra-page census calls", () => {
  const intra = (extra: Record<string, unknown> = {}) => ({
    ...pageFields(),
    pageTitle: "Shop",
    pageId: "col_shop",
    contentSource: "c",
    pagePath: "/shop",
    visitorCookie: CVR,
    ...extra,
  });

  it.each([
    [
      "button-click",
      "census.button-click",
      { buttonId: "btn-1", buttonText: "Shop now", buttonUrl: "/shop" },
    ],
    ["button-render", "census.button-render", { buttonId: "btn-1" }],
    ["form-render", "census.form-render", { formId: "form_contact" }],
    ["overlay", "census.overlay", { overlayId: "promo", action: "render" }],
  ])("POST /api/census/%s is queued", async (path, kind, extra) => {
    const res = await visitor.post(`/api/census/${path}`, intra(extra));
    expect(res.status).toBe(202);
    expect(queue.sent).toEqual([
      expect.objectContaining({ kind, visitorId: "visitor-1", payload: { data: intra(extra) } }),
    ]);
  });

  it.each([
    ["form-render", {}, "Invalid formId: Invalid input: expected string, received undefined"],
    ["overlay", { overlayId: "promo", action: "open" }, "action"],
    ["button-click", { visitorCookie: "x" }, "The visitor cookie is not valid."],
  ])("POST /api/census/%s refuses %j", async (path, extra, message) => {
    const res = await visitor.post(`/api/census/${path}`, intra(extra));
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toContain(message);
    expect(queue.sent).toEqual([]);
  });

  it("POST /api/census/button-render drops a page field of the wrong kind and queues the rest", async () => {
    const res = await visitor.post(
      "/api/census/button-render",
      intra({ contentSource: "z", pageTitle: null }),
    );
    expect(res.status).toBe(202);
    const data = (queue.sent[0]!.payload as { data: Record<string, unknown> }).data;
    expect(data.contentSource).toBeUndefined();
    expect(data.pageTitle).toBeUndefined();
    expect(data.visitorCookie).toBe(CVR);
  });

  it("RecordQuickView/{id} is queued with the item id; a malformed id is refused", async () => {
    const res = await visitor.fetch("/api/census/RecordQuickView/prod_mug", {
      method: "POST",
      headers: { origin: visitor.origin },
    });
    expect(res.status).toBe(202);
    expect(queue.sent).toEqual([
      expect.objectContaining({ kind: "census.quick-view", payload: { itemId: "prod_mug" } }),
    ]);
    const bad = await visitor.fetch("/api/census/RecordQuickView/a%20b", {
      method: "POST",
      headers: { origin: visitor.origin },
    });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ message: "The item id is not valid." });
  });
});

describe("POST /api/census/RecordEvent", () => {
  const data = {
    pageHash: "#reviews",
    pagePath: "/shop/p/mug",
    websiteId: WEBSITE,
    templateId: "default",
    variantId: "var_mug_blue",
    memberAccountId: "member-1",
    member_locale: "en-US",
    website_locale: "en-US",
  };

  it("accepts the form-encoded event with 202", async () => {
    const res = await beacon(visitor, "/api/census/RecordEvent", {
      event: "ReviewsTab",
      data: JSON.stringify(data),
    });
    expect(res.status).toBe(202);
    expect(queue.sent).toEqual([
      expect.objectContaining({ kind: "event", payload: { event: "ReviewsTab", data } }),
    ]);
  });

  it.each([
    ["null", { ...data, variantId: null }],
    ["absent", (({ variantId: _, ...rest }) => rest)(data)],
    ["a number", { ...data, variantId: 42 }],
    ["an object", { ...data, variantId: { id: "var_mug_blue" } }],
  ])("accepts the event when variantId is %s, without it", async (_name, sent) => {
    const res = await beacon(visitor, "/api/census/RecordEvent", {
      event: "ReviewsTab",
      data: JSON.stringify(sent),
    });
    expect(res.status).toBe(202);
    expect(await res.json()).toEqual({ accepted: true });
    const { variantId: _, ...rest } = data;
    expect(queue.sent).toHaveLength(1);
    expect(JSON.parse(JSON.stringify(queue.sent[0]!.payload))).toEqual({ event: "ReviewsTab", data: rest });
  });

  it("accepts the event when every field of the spec's list is null", async () => {
    const nulls = Object.fromEntries(Object.keys(data).map((key) => [key, null]));
    const res = await beacon(visitor, "/api/census/RecordEvent", {
      event: "ReviewsTab",
      data: JSON.stringify(nulls),
    });
    expect(res.status).toBe(202);
    expect(JSON.parse(JSON.stringify(queue.sent[0]!.payload))).toEqual({ event: "ReviewsTab", data: {} });
  });

  it("still refuses data that is not a JSON object, and another site's websiteId", async () => {
    await refused(
      await beacon(visitor, "/api/census/RecordEvent", { event: "ReviewsTab", data: "null" }),
      400,
      "data must be a JSON object.",
    );
    await refused(
      await beacon(visitor, "/api/census/RecordEvent", {
        event: "ReviewsTab",
        data: JSON.stringify({ ...data, websiteId: "site_other" }),
      }),
      400,
      "websiteId does not belong to this site.",
    );
  });
});

describe("the analytics event call", () => {
  const event = {
    eventSchemaName: "CommerceShopping",
    eventContent: {
      analytics_id: "aid-1",
      browser_language: "en-US",
      browser_width: 1280,
      browser_height: 800,
      user_agent: "Mozilla/5.0 (test)",
      page_host: "localhost",
      page_path: "/shop/p/mug",
      page_query: "",
      page_referrer: "",
      session_id: "visitor-1",
      marketing_id: "aid-1",
      timestamp: T0,
      custom_schema_name: "VisitPDP",
      source_environment: "dev",
      context_website_id: WEBSITE,
      destination_url: "",
      member_account_id: "",
      object_identifier: "prod_mug",
      resolved_locale: "en-US",
      website_locale: "en-US",
      member_account_locale: "",
    },
  };

  it("queues the eventContent fields of section 7", async () => {
    const res = await visitor.post("/api/analytics/events", event);
    expect(res.status).toBe(202);
    expect(queue.sent).toEqual([
      expect.objectContaining({ kind: "analytics", visitorId: "aid-1", payload: event }),
    ]);
  });

  it("accepts a beacon's text/plain body", async () => {
    const res = await visitor.post("/api/analytics/events", event, {
      "content-type": "text/plain;charset=UTF-8",
    });
    expect(res.status).toBe(202);
  });

  it("/validate checks a payload without recording it", async () => {
    const ok = await visitor.post("/api/analytics/events/validate", event);
    expect(await ok.json()).toEqual({ valid: true });
    const bad = await visitor.post("/api/analytics/events/validate", { ...event, eventSchemaName: "<x>" });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { message: string }).message).toContain("eventSchemaName");
    expect(queue.sent).toEqual([]);
  });

  it("accepts an event whose fields are null, absent or of the wrong kind, and drops them", async () => {
    const { analytics_id: _, ...content } = event.eventContent;
    const res = await visitor.post("/api/analytics/events", {
      ...event,
      eventContent: { ...content, timestamp: "now", browser_width: null, page_path: null },
    });
    expect(res.status).toBe(202);
    const { timestamp: _t, browser_width: _b, page_path: _p, ...kept } = content;
    expect(JSON.parse(JSON.stringify(queue.sent[0]!.payload))).toEqual({ ...event, eventContent: kept });
  });
});

describe("POST /api/events/RecordJavascriptErrors", () => {
  const error = (n = 0) => ({
    message: `TypeError: x is undefined (${n})`,
    stack: "at f (main.js:1:2)",
    url: "http://localhost/shop",
    line: 1,
    column: 2,
    timestamp: T0,
    userAgent: "Mozilla/5.0 (test)",
    websiteId: WEBSITE,
  });

  it("queues a batch sent with the CSRF header", async () => {
    const res = await visitor.post("/api/events/RecordJavascriptErrors", { events: [error(1), error(2)] });
    expect(res.status).toBe(202);
    expect(queue.sent).toEqual([
      expect.objectContaining({ kind: "js-errors", payload: { events: [error(1), error(2)] } }),
    ]);
  });

  it("refuses a batch without the CSRF header", async () => {
    await visitor.fetch("/api/commerce/shopping-cart");
    const res = await visitor.worker.fetch(
      new Request("http://localhost/api/events/RecordJavascriptErrors", {
        method: "POST",
        headers: { "content-type": "application/json", cookie: `crumb=${visitor.crumb}` },
        body: JSON.stringify({ events: [error()] }),
      }),
    );
    await refused(res, 403, SESSION_EXPIRED);
  });

  it("refuses more than 10 events, a stack over 5000 characters, and an empty batch", async () => {
    const many = Array.from({ length: 11 }, (_, i) => error(i));
    expect((await visitor.post("/api/events/RecordJavascriptErrors", { events: many })).status).toBe(400);
    const long = { ...error(), stack: "x".repeat(5001) };
    expect((await visitor.post("/api/events/RecordJavascriptErrors", { events: [long] })).status).toBe(400);
    expect((await visitor.post("/api/events/RecordJavascriptErrors", { events: [] })).status).toBe(400);
    expect(queue.sent).toEqual([]);
  });
});

describe("POST /api/1/performance/records", () => {
  const record = (metricName: string, metricValue: number) => ({
    schemaName: "Performance",
    action: "load",
    actor: "user",
    owner: "web performance",
    source: "web",
    objectType: "website",
    environment: "dev",
    websiteId: WEBSITE,
    pagePath: "/shop",
    metricName,
    metricValue,
  });

  it("queues a JSON array sent as plain text", async () => {
    const body = [record("LCP", 1800), record("CLS", 0.02), record("rum-gallery-ready", 420)];
    const res = await visitor.post("/api/1/performance/records", JSON.stringify(body), {
      "content-type": "text/plain",
    });
    expect(res.status).toBe(202);
    expect(queue.sent).toEqual([expect.objectContaining({ kind: "performance", payload: body })]);
  });

  it.each([
    ["an empty array", []],
    ["an object", { records: [] }],
    ["a measure without the rum- prefix", [record("gallery-ready", 1)]],
    ["a negative value", [record("LCP", -1)]],
    ["other metadata", [{ ...record("LCP", 1), actor: "bot" }]],
  ])("refuses %s", async (_, body) => {
    const res = await visitor.post("/api/1/performance/records", body);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      message: "The body must be a JSON array of 1 to 50 performance records.",
    });
    expect(queue.sent).toEqual([]);
  });

  it("refuses malformed JSON and other content types", async () => {
    expect(
      (await visitor.post("/api/1/performance/records", "[{", { "content-type": "text/plain" })).status,
    ).toBe(400);
    const form = await visitor.post("/api/1/performance/records", "a=1", {
      "content-type": "application/x-www-form-urlencoded",
    });
    expect(form.status).toBe(415);
  });
});
