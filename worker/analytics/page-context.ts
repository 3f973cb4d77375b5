// What the analytics scripts need to know about a page, embedded in it as JSON
// (<script type="application/json" id="ss-analytics">). The same for every visitor, so pages stay
// cacheable: per-visitor rules (a signed-in contributor) are applied by the endpoints.
import type { PageContext } from "../pages/render";
import { PageType } from "../pages/page-types";
import type { WebsiteSettingsJson } from "../db/catalog-types";

export const ANALYTICS_CONTEXT_ID = "ss-analytics";

/** Commerce page kinds of the visitor analytics (spec section 2). */
export type CommercePage = "pdp" | "plp" | "cart" | undefined;

export interface AnalyticsPageContext {
  websiteId: string;
  templateId: string;
  websiteLocale: string;
  pageType: number;
  pageId?: string | undefined;
  itemId?: string | undefined;
  recordType?: number | undefined;
  collectionId?: string | undefined;
  /** 1 public, 2 behind a password (protected content). */
  pagePermissionTypeValue: number;
  commercePage?: CommercePage;
  restrictiveCookies: boolean;
  cloneable: boolean;
  censusDisabled: boolean;
  siteVisitorMetrics: boolean;
  performance: boolean;
  pixelId?: string | undefined;
}

const PRODUCTS_COLLECTION = 13;

interface WithIds {
  id?: string;
  recordType?: number;
  collectionId?: string;
  type?: number;
}

export function analyticsPageContext(context: PageContext): AnalyticsPageContext {
  const settings = (context.websiteSettings as WebsiteSettingsJson | undefined)?.analytics ?? {};
  const item = context.item as WithIds | undefined;
  const collection = context.collection as WithIds | undefined;
  const theme = (context.websiteSettings as WebsiteSettingsJson | undefined)?.theme;
  const pdp = context.pageType === PageType.CONTENT_ITEM && item !== undefined;
  const plp = context.pageType === PageType.MAIN_CONTENT && collection?.type === PRODUCTS_COLLECTION;
  return {
    websiteId: context.website.id,
    templateId: theme ?? "default",
    websiteLocale: context.website.language,
    pageType: context.pageType,
    pageId: item?.id ?? collection?.id,
    itemId: item?.id,
    recordType: item?.recordType,
    collectionId: item?.collectionId ?? collection?.id,
    pagePermissionTypeValue: context.pageType === PageType.PROTECTED_CONTENT ? 2 : 1,
    commercePage: pdp ? "pdp" : plp ? "plp" : context.pageType === PageType.SHOW_CART ? "cart" : undefined,
    restrictiveCookies: settings.restrictiveCookies === true,
    cloneable: settings.cloneable === true,
    censusDisabled: settings.censusDisabled === true,
    siteVisitorMetrics: settings.siteVisitorMetrics === true,
    performance: settings.performance !== false,
    pixelId: settings.pixelId,
  };
}

/** The JSON script tag; `<` is escaped so no value can close the tag. */
export function analyticsContextTag(context: PageContext): string {
  const json = JSON.stringify(analyticsPageContext(context)).replace(/</g, "\\u003c");
  return `<script type="application/json" id="${ANALYTICS_CONTEXT_ID}">${json}</script>`;
}
