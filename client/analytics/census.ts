// The census (spec sections 3 and 7): the page-view beacon with the visitor record, and the
// intra-page calls for buttons and forms marked in the page (`data-census-button`,
// `data-census-form="<form id>"`), overlays and quick views (through signals).
import type { VisitorRecord } from "../../worker/analytics/visitor-cookie";
import { formatVisitorRecord } from "../../worker/analytics/visitor-cookie";
import type { AnalyticsPageContext } from "./context";
import { beaconForm, postJson } from "./transport";

export const CENSUS = "/api/census";

function localStorageSupported(): boolean {
  try {
    localStorage.setItem("ss_ls_test", "1");
    localStorage.removeItem("ss_ls_test");
    return true;
  } catch {
    return false;
  }
}

/** The census event payload of spec section 3. */
export function pageFields(ctx: AnalyticsPageContext, areaTests: Record<string, string>) {
  return {
    userAgent: navigator.userAgent.slice(0, 512),
    clientDate: Date.now(),
    viewportInnerHeight: innerHeight,
    viewportInnerWidth: innerWidth,
    screenHeight: screen.height,
    screenWidth: screen.width,
    websiteId: ctx.websiteId,
    templateId: ctx.templateId,
    website_locale: ctx.websiteLocale,
    url: location.href.slice(0, 2083),
    title: document.title.slice(0, 512),
    itemId: ctx.itemId,
    recordType: ctx.recordType,
    collectionId: ctx.collectionId,
    pagePermissionTypeValue: ctx.pagePermissionTypeValue,
    pageType: ctx.pageType,
    ...(Object.keys(areaTests).length > 0 ? { areaTests } : {}),
  };
}

export function recordPageView(
  ctx: AnalyticsPageContext,
  record: VisitorRecord,
  areaTests: Record<string, string>,
) {
  const data = {
    ...pageFields(ctx, areaTests),
    localStorageSupported: localStorageSupported(),
    queryString: location.search.slice(1, 2084),
    referrer: document.referrer.slice(0, 2083),
  };
  beaconForm(`${CENSUS}/RecordHit`, {
    event: "View",
    data: JSON.stringify(data),
    ss_cvr: formatVisitorRecord(record),
  });
}

/** Intra-page census calls: errors swallowed, 2.5 s timeout. */
export function intraPage(
  ctx: AnalyticsPageContext,
  record: VisitorRecord,
  areaTests: Record<string, string>,
) {
  const base = () => ({
    ...pageFields(ctx, areaTests),
    pageTitle: document.title.slice(0, 512),
    pageId: ctx.pageId,
    contentSource: ctx.itemId ? "i" : "c",
    pagePath: location.pathname,
    visitorCookie: formatVisitorRecord(record),
  });
  const send = (path: string, extra: Record<string, unknown>) =>
    void postJson(`${CENSUS}/${path}`, { ...base(), ...extra });

  for (const el of document.querySelectorAll<HTMLElement>("[data-census-button]")) {
    const button = {
      buttonId: el.dataset.censusButton || el.id || undefined,
      buttonText: (el.textContent ?? "").trim().slice(0, 200),
      buttonUrl: el.getAttribute("href") ?? undefined,
    };
    send("button-render", button);
    el.addEventListener("click", () => send("button-click", button));
  }
  for (const el of document.querySelectorAll<HTMLElement>("[data-census-form]")) {
    send("form-render", { formId: el.dataset.censusForm });
  }
  return {
    overlay: (overlayId: string, action: "render" | "close" | "submit") =>
      send("overlay", { overlayId, action }),
    quickView: (itemId: string) =>
      void postJson(`${CENSUS}/RecordQuickView/${encodeURIComponent(itemId)}`, {}),
  };
}
