// The site's status as the owner panel reads it (GET /api/owner/session): the spec's Website
// status by name, whether visitors see the expired notice, and the trial's days remaining.
import { WebsiteStatus, type SiteType } from "../db/schema";
import { isSiteExpired, trialDaysRemaining } from "./expiry";

/** Spec section 3's Website status names, by code. */
export const WEBSITE_STATUS_NAMES: Readonly<Record<WebsiteStatus, string>> = {
  [WebsiteStatus.EXPIRED]: "expired",
  [WebsiteStatus.PAST_DUE]: "past due",
  [WebsiteStatus.TRIAL]: "trial",
  [WebsiteStatus.BETA]: "beta",
  [WebsiteStatus.REMOVED]: "removed",
  [WebsiteStatus.INTERNAL]: "internal",
  [WebsiteStatus.COMPED]: "comped",
  [WebsiteStatus.PAID]: "paid",
};

export interface SiteStatusJson {
  /** The site's name, shown in the owner panel's top bar. */
  title: string;
  status: WebsiteStatus;
  statusName: string;
  siteType: SiteType;
  /** Epoch ms, or null for a site that does not expire. */
  expiresOn: number | null;
  expired: boolean;
  /** Only for a trial with an end date; else null. */
  trialDaysRemaining: number | null;
}

export function siteStatusJson(
  site: {
    title?: string;
    status: WebsiteStatus;
    siteType: SiteType;
    expiresOn: number | null;
    timeZone: string;
  },
  now: number,
): SiteStatusJson {
  return {
    title: site.title ?? "",
    status: site.status,
    statusName: WEBSITE_STATUS_NAMES[site.status] ?? "unknown",
    siteType: site.siteType,
    expiresOn: site.expiresOn,
    expired: isSiteExpired(site),
    trialDaysRemaining:
      site.status === WebsiteStatus.TRIAL && site.expiresOn !== null
        ? trialDaysRemaining(site.expiresOn, now, site.timeZone)
        : null,
  };
}
