// Custom domains: an owner connects one, it stays pending (visitors on it do not reach the site)
// until a DNS TXT record holds its token, then it answers with the site; local names need no
// record; a domain belongs to one site; the site's own address stays.
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { forgetAllWebsites } from "../../worker/db/website-memo";
import { ContributorRole } from "../../worker/owner/roles";
import { Visitor } from "../worker/helpers";
import { addContributor, Owner } from "./helpers";

const DOMAINS = "/api/owner/domains";
const SITE = "http://pottery.localhost";
const owner = new Owner(SITE);
const demoAdmin = new Owner();

interface DomainJson {
  host: string;
  primary: boolean;
  verified: boolean;
  record: { type: "TXT"; name: string; value: string } | null;
}

/** The title of the site answering on `host`. */
async function siteOn(host: string): Promise<string> {
  forgetAllWebsites();
  const html = await (await new Visitor(`http://${host}`).fetch("/")).text();
  return /<a class="site-title"[^>]*>([^<]*)</.exec(html)?.[1] ?? "";
}

/** DNS over HTTPS answering `values` as the TXT records of every name. */
function dnsAnswers(values: string[], status = 200) {
  return vi.spyOn(globalThis, "fetch").mockImplementation(async (input) => {
    const url = String(input instanceof Request ? input.url : input);
    expect(url).toMatch(/^https:\/\/cloudflare-dns\.com\/dns-query\?name=_atelier-verification\./);
    const Answer = values.map((v) => ({ type: 16, data: `"${v}"` }));
    return Response.json({ Status: 0, Answer }, { status });
  });
}

beforeAll(async () => {
  const made = await new Visitor().post("/api/owner/sign-up", {
    email: "potter@example.com",
    password: "a long enough password",
    siteName: "pottery",
    siteTitle: "Pottery Shed",
    template: "blank",
  });
  expect(made.status).toBe(201);
  expect((await owner.signIn("potter@example.com", "a long enough password")).status).toBe(200);
  await addContributor("domains-admin@example.com", ContributorRole.ADMIN);
  expect((await demoAdmin.signIn("domains-admin@example.com")).status).toBe(200);
});

afterEach(() => vi.restoreAllMocks());

describe("custom domains", () => {
  it("lists the site's own address first, which cannot be removed", async () => {
    const res = await owner.fetch(DOMAINS);
    expect(res.status).toBe(200);
    const { domains } = (await res.json()) as { domains: DomainJson[] };
    expect(domains).toEqual([{ host: "pottery.localhost", primary: true, verified: true, record: null }]);
    const removal = await owner.fetch(`${DOMAINS}/pottery.localhost`, {
      method: "DELETE",
      headers: { origin: SITE },
    });
    expect(removal.status).toBe(409);
    expect(await removal.json()).toEqual({ message: "Your site's own address cannot be removed." });
  });

  it("keeps a new domain pending, off the site, until its TXT record proves it", async () => {
    const res = await owner.post(DOMAINS, { host: "Shop.Pottery-Example.com." });
    expect(res.status).toBe(201);
    const { domain } = (await res.json()) as { domain: DomainJson };
    expect(domain).toMatchObject({ host: "shop.pottery-example.com", primary: false, verified: false });
    expect(domain.record).toEqual({
      type: "TXT",
      name: "_atelier-verification.shop.pottery-example.com",
      value: expect.stringMatching(/^atelier-verify=[0-9a-f]{32}$/),
    });
    // Pending: the host is nobody's yet (development falls back to the demo store).
    expect(await siteOn("shop.pottery-example.com")).toBe("Atelier Supply Co.");

    dnsAnswers(["v=spf1 -all"]);
    const early = await owner.post(`${DOMAINS}/shop.pottery-example.com/verify`, {});
    expect(early.status).toBe(409);
    expect(await early.json()).toEqual({
      message: "The TXT record was not found yet. DNS changes can take up to 48 hours to reach everyone.",
    });
    vi.restoreAllMocks();

    dnsAnswers([domain.record!.value]);
    const verified = await owner.post(`${DOMAINS}/shop.pottery-example.com/verify`, {});
    expect(verified.status).toBe(200);
    expect(((await verified.json()) as { domain: DomainJson }).domain).toMatchObject({
      verified: true,
      record: null,
    });
    vi.restoreAllMocks();
    expect(await siteOn("shop.pottery-example.com")).toBe("Pottery Shed");

    const again = await owner.post(`${DOMAINS}/shop.pottery-example.com/verify`, {});
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ message: "This domain is already verified." });
  });

  it("says so when DNS cannot be reached, and changes nothing", async () => {
    expect((await owner.post(DOMAINS, { host: "www.pottery-example.com" })).status).toBe(201);
    dnsAnswers([], 502);
    const res = await owner.post(`${DOMAINS}/www.pottery-example.com/verify`, {});
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ message: "Unable to check DNS right now. Please try again." });
    vi.restoreAllMocks();
    const { domains } = (await (await owner.fetch(DOMAINS)).json()) as { domains: DomainJson[] };
    expect(domains.find((d) => d.host === "www.pottery-example.com")?.verified).toBe(false);
  });

  it("connects local names at once and removes a domain, which then stops answering", async () => {
    const res = await owner.post(DOMAINS, { host: "pottery.test" });
    expect(res.status).toBe(201);
    expect(((await res.json()) as { domain: DomainJson }).domain).toMatchObject({
      verified: true,
      record: null,
    });
    expect(await siteOn("pottery.test")).toBe("Pottery Shed");
    const removal = await owner.fetch(`${DOMAINS}/pottery.test`, {
      method: "DELETE",
      headers: { origin: SITE },
    });
    expect(removal.status).toBe(204);
    expect(await siteOn("pottery.test")).toBe("Atelier Supply Co.");
    const gone = await owner.fetch(`${DOMAINS}/pottery.test`, {
      method: "DELETE",
      headers: { origin: SITE },
    });
    expect(gone.status).toBe(404);
    expect(await gone.json()).toEqual({ message: "This domain is not connected to this site." });
  });

  it("gives a domain to one site only, and never shows one site's domains to another", async () => {
    const res = await demoAdmin.post(DOMAINS, { host: "shop.pottery-example.com" });
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({ message: "This domain is already connected to a site." });
    const { domains } = (await (await demoAdmin.fetch(DOMAINS)).json()) as { domains: DomainJson[] };
    expect(domains.map((d) => d.host)).not.toContain("shop.pottery-example.com");
    const verify = await demoAdmin.post(`${DOMAINS}/www.pottery-example.com/verify`, {});
    expect(verify.status).toBe(404);
  });

  it("refuses what is not a domain name with one sentence", async () => {
    for (const host of ["", "localhost:8787", "10.0.0.1", "no_underscores.com", "-bad.com", "single", 42]) {
      const res = await owner.post(DOMAINS, { host });
      expect(res.status, String(host)).toBe(400);
      expect(await res.json()).toEqual({ message: "Enter a domain name such as shop.example.com." });
    }
  });

  it("is for roles that change settings", async () => {
    await addContributor("domains-store@example.com", ContributorRole.STORE_MANAGER);
    const storeManager = new Owner();
    expect((await storeManager.signIn("domains-store@example.com")).status).toBe(200);
    expect((await storeManager.fetch(DOMAINS)).status).toBe(403);
    expect((await new Visitor().fetch(DOMAINS)).status).toBe(401);
  });
});
