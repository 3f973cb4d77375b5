// Above every panel screen: the trial's days remaining (spec section 4), or that the site has
// expired and visitors see a notice instead of it. Nothing for a paid site.
import type { SiteStatusJson } from "../../../worker/site-status/status-json";
import { SITE_EXPIRED_OWNER, trialBannerText } from "../../../worker/site-status/messages";

export function SiteStatusBanner({ site }: { site: SiteStatusJson | null }) {
  if (!site) return null;
  if (site.expired) {
    return (
      <div className="banner banner-error site-status-banner" role="status">
        {SITE_EXPIRED_OWNER}
      </div>
    );
  }
  if (site.trialDaysRemaining === null) return null;
  return (
    <div className="banner site-status-banner" role="status">
      {trialBannerText(site.trialDaysRemaining)}
    </div>
  );
}
