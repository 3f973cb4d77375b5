// Two sites after one custom domain (issue 22, domain squatting): a pending claim keeps no other
// site from claiming the name, the first site to prove the TXT record gets it (the other's proof is
// then refused), and a claim lapses 72 hours after it was made.
import { env } from "cloudflare:workers";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { forgetAllWebsites } from "../../worker/db/website-memo";
import { Visitor } from "../worker/helpers";
import { Owner } from "./helpers";

const DOMAINS = "/api/owner/domains";
const squatter = new Owner("http://squatter.localhost");
const holder = new Owner("http://holder.localhost");

interface DomainJson {
  host: string;
  verified: boolean;
  record: { value: string } | null;
  expiresAt?: string;
}

async function signUp(owner: Owner, name: string) {
  const email = `${name}@example.com`;
  const made = await new Visitor().post("/api/owner/sign-up", {
    email,
    password: "a long enough password",
    siteName: name,
    siteTitle: `${name} site`,
    template: "blank",
  });
  expect(made.status).toBe(201);
  expect((await owner.signIn(email, "a long enough password")).status).toBe(200);
}

/** DNS over HTTPS answering `values` as the TXT records of every name. */
const dnsAnswers = (values: string[]) =>
  vi
    .spyOn(globalThis, "fetch")
    .mockImplementation(async () =>
      Response.json({ Status: 0, Answer: values.map((v) => ({ type: 16, data: `"${v}"` })) }),
    );

async function claim(owner: Owner, host: string) {
  const res = await owner.post(DOMAINS, { host });
  return { status: res.status, body: (await res.json()) as { domain: DomainJson; message?: string } };
}

const verify = (owner: Owner, host: string) => owner.post(`${DOMAINS}/${host}/verify`, {});

async function listed(owner: Owner) {
  return ((await (await owner.fetch(DOMAINS)).json()) as { domains: DomainJson[] }).domains;
}

/** The clock moves on: `host`'s claims were made `ms` earlier. */
const claimsAged = (host: string, ms: number) =>
  env.DB.prepare("UPDATE domain_claims SET claimed_at = claimed_at - ? WHERE host = ?").bind(ms, host).run();

async function siteOn(host: string) {
  forgetAllWebsites();
  const html = await (await new Visitor(`http://${host}`).fetch("/")).text();
  return /<a class="site-title"[^>]*>([^<]*)</.exec(html)?.[1];
}

const HOURS = 60 * 60 * 1000;

beforeAll(async () => {
  await signUp(squatter, "squatter");
  await signUp(holder, "holder");
});

afterEach(() => vi.restoreAllMocks());

describe("claims on one custom domain", () => {
  it("leave the name open to another site, and the first site to prove the TXT record gets it", async () => {
    const first = await claim(squatter, "shop.contested-example.com");
    expect(first.status).toBe(201);
    const second = await claim(holder, "shop.contested-example.com");
    expect(second.status).toBe(201);
    expect(second.body.domain).toMatchObject({ verified: false });
    expect(second.body.domain.record!.value).not.toBe(first.body.domain.record!.value);

    dnsAnswers([second.body.domain.record!.value]);
    const proven = await verify(holder, "shop.contested-example.com");
    expect(proven.status).toBe(200);
    expect(await siteOn("shop.contested-example.com")).toBe("holder site");

    // The squatter's value in DNS too, later: the name is already the holder's.
    vi.restoreAllMocks();
    dnsAnswers([first.body.domain.record!.value, second.body.domain.record!.value]);
    const late = await verify(squatter, "shop.contested-example.com");
    expect(late.status).toBe(409);
    expect(await late.json()).toEqual({ message: "This domain is already connected to a site." });
    expect(await siteOn("shop.contested-example.com")).toBe("holder site");
    const again = await claim(squatter, "shop.contested-example.com");
    expect(again.status).toBe(409);
  });

  it("lapse 72 hours after they were made: gone from the list, not verifiable, open to claim afresh", async () => {
    const made = await claim(squatter, "www.lapsing-example.com");
    expect(made.status).toBe(201);
    const expiresAt = Date.parse(made.body.domain.expiresAt!);
    expect(Math.abs(expiresAt - (Date.now() + 72 * HOURS))).toBeLessThan(60_000);

    await claimsAged("www.lapsing-example.com", 71 * HOURS);
    expect((await listed(squatter)).map((d) => d.host)).toContain("www.lapsing-example.com");
    await claimsAged("www.lapsing-example.com", 1 * HOURS + 1000);
    expect((await listed(squatter)).map((d) => d.host)).not.toContain("www.lapsing-example.com");

    dnsAnswers([made.body.domain.record!.value]);
    const stale = await verify(squatter, "www.lapsing-example.com");
    expect(stale.status).toBe(404);
    vi.restoreAllMocks();

    const holderClaim = await claim(holder, "www.lapsing-example.com");
    expect(holderClaim.status).toBe(201);
    const renewed = await claim(squatter, "www.lapsing-example.com");
    expect(renewed.status).toBe(201);
    expect(renewed.body.domain.record!.value).not.toBe(made.body.domain.record!.value);
  });
});
