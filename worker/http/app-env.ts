// The Hono environment every route and page shares: the bindings, and what the website
// middleware resolved for this request.
import type { Db } from "../db/client";
import type { WebsiteJson, WebsiteSettingsJson } from "../db/catalog-types";
import type { OwnerSession } from "../db/owner-sessions";
import type { SiteUserSession } from "../db/site-user-sessions";

export interface AppEnv {
  Bindings: Env;
  Variables: {
    /** The site's shard, through a D1 session (http/d1-session.ts). */
    db: Db;
    /** The binding name of the site's shard (db/shards.ts). */
    shard: string;
    /** The website this request's host belongs to. */
    website: WebsiteJson;
    websiteSettings: WebsiteSettingsJson;
    /** The website's content version when this request began (part of edge-cache keys). */
    contentVersion: number;
    /** The site is expired (spec section 4): visitors get the expired notice (http/expired-site.ts). */
    siteExpired: boolean;
    /** Set when this response must carry a new crumb cookie (http/crumb.ts). */
    renewCrumb: boolean;
    /** A crumb a private page embedded in its form before the cookie existed (http/crumb.ts). */
    issuedCrumb: string | undefined;
    /** The owner session read for this request (null: none); see http/owner.ts. */
    ownerSession: OwnerSession | null;
    /** The member session read for this request (null: none); see http/site-user.ts. */
    siteUserSession: SiteUserSession | null;
    /** The page runs scripts its owner wrote (a form's post-submit HTML): http/security-headers.ts. */
    ownerScripts?: boolean;
  };
}
