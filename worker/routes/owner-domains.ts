// The site's domains, under /api/owner/domains (settings:write):
//   GET    /                 -> {domains: [{host, primary, verified, record, expiresAt?}]}
//   POST   / {host}          -> 201 {domain}   pending with the TXT record to add (local names verified)
//   POST   /:host/verify     -> {domain}       verified once the TXT record holds the token
//   DELETE /:host            -> 204            (not the site's own address)
// A custom domain answers visitors only once verified: whoever claims a name must show they hold
// its DNS. A pending claim keeps no other site from claiming the name too (each gets its own TXT
// value); the first to prove it gets it, and a claim lapses after 72 hours (worker/db/domains.ts).
// `record` says where and what to add.
import { Hono, type Context } from "hono";
import {
  connectDomain,
  listDomains,
  removeDomain,
  takeProvenDomain,
  type DirectoryPlace,
  type Domain,
} from "../db/domains";
import { directoryDb } from "../db/shards";
import {
  DOMAIN_ALREADY_VERIFIED,
  DOMAIN_DNS_UNREACHABLE,
  DOMAIN_LIMIT,
  DOMAIN_NOT_FOUND,
  DOMAIN_PRIMARY,
  DOMAIN_RECORD_MISSING,
  DOMAIN_TAKEN,
} from "../domains/messages";
import { domainBody, isLocalHostname, verificationRecordName } from "../domains/hostname";
import { DEFAULT_RESOLVER, lookupTxt } from "../domains/txt-lookup";
import type { AppEnv } from "../http/app-env";
import { apiError } from "../http/errors";
import { requirePermission } from "../http/owner";
import { limitBody, requireJson, validate } from "../http/validation";

/** A domain as the panel shows it, with the record a pending one needs. */
const domainJson = (d: Domain) => ({
  host: d.host,
  primary: d.primary,
  verified: d.verified,
  record: d.verificationToken
    ? { type: "TXT" as const, name: verificationRecordName(d.host), value: d.verificationToken }
    : null,
  // When a pending claim lapses (ISO 8601); absent once verified.
  expiresAt: d.expiresAt === null ? undefined : new Date(d.expiresAt).toISOString(),
});

/** Where this site's hosts are claimed: the site directory, for the site's shard. */
const directoryPlace = (c: Context<AppEnv>): DirectoryPlace => ({
  directory: directoryDb(c.env),
  shard: c.get("shard"),
});

function newToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return `atelier-verify=${[...bytes].map((b) => b.toString(16).padStart(2, "0")).join("")}`;
}

async function ownDomain(c: Context<AppEnv>, host: string): Promise<Domain | undefined> {
  return (await listDomains(c.get("db"), c.get("website").id, Date.now())).find(
    (d) => d.host === host.toLowerCase(),
  );
}

export const ownerDomains = new Hono<AppEnv>()
  .use("*", requirePermission("settings:write"))
  .get("/", async (c) =>
    c.json({ domains: (await listDomains(c.get("db"), c.get("website").id, Date.now())).map(domainJson) }),
  )
  .post("/", requireJson, limitBody(), validate("json", domainBody), async (c) => {
    const { host } = c.req.valid("json");
    const websiteId = c.get("website").id;
    const outcome = await connectDomain(
      c.get("db"),
      directoryPlace(c),
      websiteId,
      host,
      isLocalHostname(host) ? null : newToken(),
      Date.now(),
    );
    if (outcome === "taken") return apiError(c, 409, DOMAIN_TAKEN);
    if (outcome === "limit") return apiError(c, 409, DOMAIN_LIMIT);
    return c.json({ domain: domainJson((await ownDomain(c, host))!) }, 201);
  })
  .post("/:host/verify", async (c) => {
    const domain = await ownDomain(c, c.req.param("host"));
    if (!domain) return apiError(c, 404, DOMAIN_NOT_FOUND);
    if (domain.verified) return apiError(c, 409, DOMAIN_ALREADY_VERIFIED);
    let values: string[];
    try {
      values = await lookupTxt(
        verificationRecordName(domain.host),
        c.env.DNS_RESOLVER_URL || DEFAULT_RESOLVER,
      );
    } catch (err) {
      console.warn("domain verification lookup failed", domain.host, err);
      return apiError(c, 503, DOMAIN_DNS_UNREACHABLE);
    }
    if (!values.includes(domain.verificationToken!)) return apiError(c, 409, DOMAIN_RECORD_MISSING);
    // Another site that proved the name first has it; this claim then fails.
    if (
      (await takeProvenDomain(c.get("db"), directoryPlace(c), c.get("website").id, domain.host)) === "taken"
    )
      return apiError(c, 409, DOMAIN_TAKEN);
    return c.json({
      domain: domainJson({ ...domain, verified: true, verificationToken: null, expiresAt: null }),
    });
  })
  .delete("/:host", async (c) => {
    const domain = await ownDomain(c, c.req.param("host"));
    if (!domain) return apiError(c, 404, DOMAIN_NOT_FOUND);
    if (domain.primary) return apiError(c, 409, DOMAIN_PRIMARY);
    await removeDomain(c.get("db"), directoryPlace(c), c.get("website").id, domain.host);
    return c.body(null, 204);
  });
