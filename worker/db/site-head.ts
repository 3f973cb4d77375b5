// What every page's head takes from the site's design: its styles, inlined as a <style> tag, and
// whether the owner's custom CSS is linked. Saving either bumps the content version, so both are
// read together on the first render of a version and remembered per isolate under it: an
// uncached render costs no D1 read for them.
import type { Db } from "./client";
import { hasCustomCss } from "./custom-css";
import { readSiteStyles } from "./site-styles";
import { siteStylesTag } from "../site-styles/css";

export interface SiteHead {
  stylesTag: string;
  customCss: boolean;
}

const heads = new Map<string, { contentVersion: number; head: Promise<SiteHead> }>();
const MAX_SITES = 500;

async function readSiteHead(db: Db, websiteId: string): Promise<SiteHead> {
  const [stored, customCss] = await Promise.all([readSiteStyles(db, websiteId), hasCustomCss(db, websiteId)]);
  return { stylesTag: siteStylesTag(stored.styles), customCss };
}

/** The site's head parts at this content version; concurrent first renders share one read. */
export function siteHeadFor(db: Db, websiteId: string, contentVersion: number): Promise<SiteHead> {
  const known = heads.get(websiteId);
  if (known && known.contentVersion === contentVersion) return known.head;
  const head = readSiteHead(db, websiteId);
  if (heads.size >= MAX_SITES) heads.clear();
  heads.set(websiteId, { contentVersion, head });
  // A failed read is not remembered: the next render tries again.
  head.catch(() => {
    if (heads.get(websiteId)?.head === head) heads.delete(websiteId);
  });
  return head;
}
