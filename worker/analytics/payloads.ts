// The collection calls' payloads (spec sections 3 and 7) as zod schemas. Field names are the
// spec's; every string is capped, and unknown fields are dropped, so a stored event holds only
// what the spec names. The page fields of the spec's lists are `field(...)`: a page that has no
// value sends null or nothing, and a value of the wrong kind is dropped, never the whole event.
// What the event is about (visitorCookie, formId, overlayId, action) stays required.
import { z } from "zod";
import { RUM_PREFIX, isVitalName } from "./vitals";

const str = (max = 512) => z.string().max(max);
const int = z.number().int().min(0).max(1e6);

/** A page field: kept when valid, dropped when null, absent or invalid (the event is kept). */
const field = <T extends z.ZodType>(schema: T) => schema.optional().catch(undefined);

/** Census event payload (spec section 3), the fields every census call carries. */
export const censusPageFields = z.object({
  userAgent: field(str()),
  clientDate: field(z.number().int().nonnegative()),
  viewportInnerHeight: field(int),
  viewportInnerWidth: field(int),
  screenHeight: field(int),
  screenWidth: field(int),
  websiteId: field(str(64)),
  templateId: field(str(64)),
  website_locale: field(str(32)),
  url: field(str(2083)),
  title: field(str()),
  itemId: field(str(64)),
  recordType: field(z.number().int()),
  collectionId: field(str(64)),
  pagePermissionTypeValue: field(z.number().int()),
  /** Numeric page type (spec section 2), so the endpoint can apply the tracking rules too. */
  pageType: field(z.number().int()),
  /** Active site-preview overrides (worker/analytics/tracking-rules.ts). */
  areaTests: field(z.record(str(64), str(64))),
});

/** A page view adds these. */
export const pageViewData = censusPageFields.extend({
  localStorageSupported: field(z.boolean()),
  queryString: field(str(2083)),
  referrer: field(str(2083)),
});

/** Intra-page events add these (contentSource: i item, c collection). */
export const intraPageFields = censusPageFields.extend({
  pageTitle: field(str()),
  pageId: field(str(64)),
  contentSource: field(z.enum(["i", "c"])),
  pagePath: field(str(2083)),
  visitorCookie: str(200),
});

export const buttonEvent = intraPageFields.extend({
  buttonId: field(str(64)),
  buttonText: field(str(200)),
  buttonUrl: field(str(2083)),
});

export const formRenderEvent = intraPageFields.extend({ formId: str(64) });

export const overlayEvent = intraPageFields.extend({
  overlayId: str(64),
  action: z.enum(["render", "close", "submit"]),
});

export const EVENT_NAME = /^[A-Za-z][\w-]{0,63}$/;

/** RecordEvent's data (spec section 7). */
export const recordEventData = z.object({
  pageHash: field(str(200)),
  pagePath: field(str(2083)),
  websiteId: field(str(64)),
  templateId: field(str(64)),
  variantId: field(str(64)),
  memberAccountId: field(str(64)),
  member_locale: field(str(32)),
  website_locale: field(str(32)),
  /** What the event is about (a product, a block); free detail beyond the spec's fields. */
  properties: field(z.record(str(64), z.union([str(500), z.number(), z.boolean()]))),
});

/** The analytics event call: eventSchemaName and the eventContent fields of section 7. */
export const analyticsEvent = z.object({
  eventSchemaName: z.string().regex(EVENT_NAME),
  eventContent: z.object({
    analytics_id: field(str(64)),
    browser_language: field(str(35)),
    browser_width: field(int),
    browser_height: field(int),
    user_agent: field(str()),
    page_host: field(str(253)),
    page_path: field(str(2083)),
    page_query: field(str(2083)),
    page_referrer: field(str(2083)),
    session_id: field(str(64)),
    marketing_id: field(str(64)),
    timestamp: field(z.number().int().nonnegative()),
    custom_schema_name: field(z.string().regex(EVENT_NAME)),
    source_environment: field(z.enum(["prod", "staging", "dev"])),
    context_website_id: field(str(64)),
    destination_url: field(str(2083)),
    member_account_id: field(str(64)),
    object_identifier: field(str(64)),
    resolved_locale: field(str(35)),
    website_locale: field(str(35)),
    member_account_locale: field(str(35)),
  }),
});

/** The error reporter's batch: at most 10 queued events, stacks trimmed to 5000 characters. */
export const javascriptErrors = z.object({
  events: z
    .array(
      z.object({
        message: str(1000),
        stack: str(5000).optional(),
        url: str(2083),
        line: int.optional(),
        column: int.optional(),
        timestamp: z.number().int().nonnegative(),
        userAgent: str().optional(),
        websiteId: str(64),
      }),
    )
    .min(1)
    .max(10),
});

/** One performance record: a web vital or a `rum-` measure, with the fixed metadata of section 9. */
export const performanceRecord = z
  .object({
    schemaName: z.literal("Performance"),
    action: z.literal("load"),
    actor: z.literal("user"),
    owner: z.literal("web performance"),
    source: z.literal("web"),
    objectType: z.literal("website"),
    environment: z.enum(["prod", "staging", "dev"]),
    websiteId: str(64),
    pagePath: str(2083),
    metricName: str(100).refine((n) => isVitalName(n) || n.startsWith(RUM_PREFIX), {
      message: "must be FCP, LCP, CLS, FID, INP or a rum- measure",
    }),
    metricValue: z.number().nonnegative().max(1e7),
    rating: z.enum(["good", "needs-improvement", "poor"]).optional(),
  })
  .strip();

export const performanceRecords = z.array(performanceRecord).min(1).max(50);

export type CensusPageFields = z.infer<typeof censusPageFields>;
export type PerformanceRecord = z.infer<typeof performanceRecord>;
