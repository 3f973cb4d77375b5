// The collection calls' payloads (spec sections 3 and 7) as zod schemas. Field names are the
// spec's; every string is capped, and unknown fields are dropped, so a stored event holds only
// what the spec names.
import { z } from "zod";
import { RUM_PREFIX, isVitalName } from "./vitals";

const str = (max = 512) => z.string().max(max);
const int = z.number().int().min(0).max(1e6);

/** Census event payload (spec section 3), the fields every census call carries. */
export const censusPageFields = z.object({
  userAgent: str().optional(),
  clientDate: z.number().int().nonnegative().optional(),
  viewportInnerHeight: int.optional(),
  viewportInnerWidth: int.optional(),
  screenHeight: int.optional(),
  screenWidth: int.optional(),
  websiteId: str(64),
  templateId: str(64).optional(),
  website_locale: str(32).optional(),
  url: str(2083),
  title: str().optional(),
  itemId: str(64).optional(),
  recordType: z.number().int().optional(),
  collectionId: str(64).optional(),
  pagePermissionTypeValue: z.number().int().optional(),
  /** Numeric page type (spec section 2), so the endpoint can apply the tracking rules too. */
  pageType: z.number().int().optional(),
  /** Active site-preview overrides (worker/analytics/tracking-rules.ts). */
  areaTests: z.record(str(64), str(64)).optional(),
});

/** A page view adds these. */
export const pageViewData = censusPageFields.extend({
  localStorageSupported: z.boolean().optional(),
  queryString: str(2083).optional(),
  referrer: str(2083).optional(),
});

/** Intra-page events add these (contentSource: i item, c collection). */
export const intraPageFields = censusPageFields.extend({
  pageTitle: str().optional(),
  pageId: str(64).optional(),
  contentSource: z.enum(["i", "c"]).optional(),
  pagePath: str(2083).optional(),
  visitorCookie: str(200),
});

export const buttonEvent = intraPageFields.extend({
  buttonId: str(64).optional(),
  buttonText: str(200).optional(),
  buttonUrl: str(2083).optional(),
});

export const formRenderEvent = intraPageFields.extend({ formId: str(64) });

export const overlayEvent = intraPageFields.extend({
  overlayId: str(64),
  action: z.enum(["render", "close", "submit"]),
});

export const EVENT_NAME = /^[A-Za-z][\w-]{0,63}$/;

/** RecordEvent's data (spec section 7). */
export const recordEventData = z.object({
  pageHash: str(200).optional(),
  pagePath: str(2083),
  websiteId: str(64),
  templateId: str(64).optional(),
  variantId: str(64).optional(),
  memberAccountId: str(64).optional(),
  member_locale: str(32).optional(),
  website_locale: str(32).optional(),
  /** What the event is about (a product, a block); free detail beyond the spec's fields. */
  properties: z.record(str(64), z.union([str(500), z.number(), z.boolean()])).optional(),
});

/** The analytics event call: eventSchemaName and the eventContent fields of section 7. */
export const analyticsEvent = z.object({
  eventSchemaName: z.string().regex(EVENT_NAME),
  eventContent: z.object({
    analytics_id: str(64),
    browser_language: str(35).optional(),
    browser_width: int.optional(),
    browser_height: int.optional(),
    user_agent: str().optional(),
    page_host: str(253),
    page_path: str(2083),
    page_query: str(2083).optional(),
    page_referrer: str(2083).optional(),
    session_id: str(64).optional(),
    marketing_id: str(64).optional(),
    timestamp: z.number().int().nonnegative(),
    custom_schema_name: z.string().regex(EVENT_NAME).optional(),
    source_environment: z.enum(["prod", "staging", "dev"]).optional(),
    context_website_id: str(64),
    destination_url: str(2083).optional(),
    member_account_id: str(64).optional(),
    object_identifier: str(64).optional(),
    resolved_locale: str(35).optional(),
    website_locale: str(35).optional(),
    member_account_locale: str(35).optional(),
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
