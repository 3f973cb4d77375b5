// The census, event, error and performance calls of spec section 7. Each checks its body (4xx
// with a message, nothing stored), applies the tracking rules where they belong, puts the event on
// the EVENTS queue and answers 202 { accepted: true } (200 { accepted: false, reason } when a
// tracking rule declines it). The crumb guard in front of every /api write checks the crumb: the
// X-CSRF-Token header, or the `crumb` field of a form-encoded beacon.
//   POST /api/census/RecordHit                 form: event, data (JSON), ss_cvr
//   POST /api/census/button-click|button-render JSON: visitorCookie and page fields
//   POST /api/census/form-render               JSON: formId, visitorCookie, page fields
//   POST /api/census/overlay                   JSON: overlayId, action, visitorCookie, page fields
//   POST /api/census/RecordQuickView/{id}      no body
//   POST /api/census/RecordEvent               form: event, data (JSON)
//   POST /api/analytics/events[/validate]      JSON: eventSchemaName, eventContent
//   POST /api/events/RecordJavascriptErrors    JSON: { events: [...] }
//   POST /api/1/performance/records            JSON array (text/plain from a beacon)
import { Hono } from "hono";
import type { Context } from "hono";
import type { z } from "zod";
import {
  censusRefused,
  dataField,
  enqueue,
  formFields,
  jsonBody,
  notTracked,
  ownWebsite,
} from "../analytics/accept";
import {
  INVALID_EVENT_NAME,
  INVALID_ITEM_ID,
  INVALID_PERFORMANCE_RECORDS,
  INVALID_VISITOR_COOKIE,
} from "../analytics/messages";
import {
  analyticsEvent,
  buttonEvent,
  EVENT_NAME,
  formRenderEvent,
  intraPageFields,
  javascriptErrors,
  overlayEvent,
  pageViewData,
  performanceRecords,
  recordEventData,
} from "../analytics/payloads";
import { hitStartsVisit, parseVisitorRecord, VISIT_COOKIE } from "../analytics/visitor-cookie";
import type { AppEnv } from "../http/app-env";
import { censusClientRateLimit } from "../http/client-rate-limit";
import { apiError } from "../http/errors";
import { limitBody } from "../http/validation";
import { getCookie } from "hono/cookie";

type Ctx = Context<AppEnv>;

/** Census bodies are a page's worth of fields; error batches hold up to 10 stacks of 5000. */
const CENSUS_MAX_BYTES = 16 * 1024;
const ERRORS_MAX_BYTES = 80 * 1024;
const PERFORMANCE_MAX_BYTES = 32 * 1024;

const ITEM_ID = /^[\w-]{1,64}$/;

/** An intra-page census call: JSON with a visitor cookie and page fields. */
const intraPage = (kind: string, schema: z.ZodType<z.infer<typeof intraPageFields>>) => async (c: Ctx) => {
  const body = await jsonBody(c, schema);
  if (!body.ok) return body.response;
  const data = body.value;
  const wrong = ownWebsite(c, data.websiteId);
  if (wrong) return wrong;
  const visitor = parseVisitorRecord(data.visitorCookie);
  if (!visitor) return apiError(c, 400, INVALID_VISITOR_COOKIE);
  const refused = await censusRefused(c, data, false);
  if (refused) return notTracked(c, refused);
  return enqueue(c, { kind, visitorId: visitor.id, payload: { data } });
};

export const census = new Hono<AppEnv>()
  .use(censusClientRateLimit, limitBody(CENSUS_MAX_BYTES))
  .post("/RecordHit", async (c) => {
    const form = await formFields(c);
    if (!form.ok) return form.response;
    const { event, data: raw, ss_cvr } = form.value;
    if (!event || !EVENT_NAME.test(event)) return apiError(c, 400, INVALID_EVENT_NAME);
    const data = dataField(c, raw, pageViewData);
    if (!data.ok) return data.response;
    const wrong = ownWebsite(c, data.value.websiteId);
    if (wrong) return wrong;
    const visitor = parseVisitorRecord(ss_cvr);
    if (!visitor) return apiError(c, 400, INVALID_VISITOR_COOKIE);
    const refused = await censusRefused(c, data.value, event === "View");
    if (refused) return notTracked(c, refused);
    return enqueue(c, {
      kind: "census.hit",
      visitorId: visitor.id,
      payload: {
        event,
        data: data.value,
        visitCount: visitor.visitCount,
        newVisit: hitStartsVisit(visitor, getCookie(c, VISIT_COOKIE)),
      },
    });
  })
  .post("/button-click", intraPage("census.button-click", buttonEvent))
  .post("/button-render", intraPage("census.button-render", buttonEvent))
  .post("/form-render", intraPage("census.form-render", formRenderEvent))
  .post("/overlay", intraPage("census.overlay", overlayEvent))
  .post("/RecordQuickView/:id", async (c) => {
    const itemId = c.req.param("id");
    if (!ITEM_ID.test(itemId)) return apiError(c, 400, INVALID_ITEM_ID);
    const refused = await censusRefused(c, { url: c.req.header("referer") ?? "/" }, false);
    if (refused) return notTracked(c, refused);
    return enqueue(c, { kind: "census.quick-view", payload: { itemId } });
  })
  .post("/RecordEvent", async (c) => {
    const form = await formFields(c);
    if (!form.ok) return form.response;
    const { event, data: raw } = form.value;
    if (!event || !EVENT_NAME.test(event)) return apiError(c, 400, INVALID_EVENT_NAME);
    const data = dataField(c, raw, recordEventData);
    if (!data.ok) return data.response;
    const wrong = ownWebsite(c, data.value.websiteId);
    if (wrong) return wrong;
    return enqueue(c, { kind: "event", payload: { event, data: data.value } });
  });

/** The analytics event call; `/validate` checks a payload without recording it (dev mode). */
export const analyticsEvents = new Hono<AppEnv>()
  .use(censusClientRateLimit, limitBody(CENSUS_MAX_BYTES))
  .post("/", async (c) => {
    const body = await jsonBody(c, analyticsEvent);
    if (!body.ok) return body.response;
    const wrong = ownWebsite(c, body.value.eventContent.context_website_id);
    if (wrong) return wrong;
    return enqueue(c, {
      kind: "analytics",
      visitorId: body.value.eventContent.analytics_id,
      payload: body.value,
    });
  })
  .post("/validate", async (c) => {
    const body = await jsonBody(c, analyticsEvent);
    if (!body.ok) return body.response;
    return ownWebsite(c, body.value.eventContent.context_website_id) ?? c.json({ valid: true }, 200);
  });

export const javascriptErrorEvents = new Hono<AppEnv>()
  .use(limitBody(ERRORS_MAX_BYTES))
  .post("/RecordJavascriptErrors", async (c) => {
    const body = await jsonBody(c, javascriptErrors);
    if (!body.ok) return body.response;
    for (const event of body.value.events) {
      const wrong = ownWebsite(c, event.websiteId);
      if (wrong) return wrong;
    }
    return enqueue(c, { kind: "js-errors", payload: body.value });
  });

export const performance = new Hono<AppEnv>()
  .use(limitBody(PERFORMANCE_MAX_BYTES))
  .post("/records", async (c) => {
    const body = await jsonBody(c, performanceRecords, INVALID_PERFORMANCE_RECORDS);
    if (!body.ok) return body.response;
    for (const record of body.value) {
      const wrong = ownWebsite(c, record.websiteId);
      if (wrong) return wrong;
    }
    return enqueue(c, { kind: "performance", payload: body.value });
  });
