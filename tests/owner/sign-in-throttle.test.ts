// Owner sign-in throttles under attack (issue 22, items 1 and 2): parallel guesses cannot pass the
// limit, another site cannot tell whether an owner's password is right, and guesses are counted per
// email across all sites and per client address (docs/throttles.md).
import { describe, expect, it } from "vitest";
import { Visitor } from "../worker/helpers";
import { Owner } from "./helpers";

const FAILED = { message: "The email or password is incorrect." };
const THROTTLED = { message: "Too many failed sign-ins. Please try again in 15 minutes." };
const OWNER_PASSWORD = "a long enough password";

/** A fresh site made through the sign-up call; its owner has OWNER_PASSWORD. */
async function siteOf(email: string, siteName: string): Promise<string> {
  const res = await new Visitor().post("/api/owner/sign-up", {
    email,
    password: OWNER_PASSWORD,
    siteName,
    siteTitle: siteName,
    template: "blank",
  });
  expect(res.status).toBe(201);
  return `http://${siteName}.localhost`;
}

/** An owner's browser with its crumb, guessing from `address`. */
async function browser(origin: string, address: string): Promise<Owner> {
  const owner = new Owner(origin);
  owner.address = address;
  await owner.fetch("/api/commerce/shopping-cart");
  return owner;
}

const answers = async (responses: Response[]) =>
  Promise.all(responses.map(async (res) => [res.status, await res.json()] as const));

const tally = (statuses: number[]) =>
  statuses.reduce<Record<number, number>>((all, s) => ({ ...all, [s]: (all[s] ?? 0) + 1 }), {});

describe("owner sign-in throttle", () => {
  it("lets exactly 5 of 50 parallel wrong passwords be checked and refuses the other 45 with 429", async () => {
    const origin = await siteOf("parallel@example.com", "parallel-guesses");
    const owner = await browser(origin, "198.51.100.1");
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, i) => owner.signIn("parallel@example.com", `guess number ${i}`)),
    );
    expect(tally(responses.map((r) => r.status))).toEqual({ 401: 5, 429: 45 });
    for (const [status, body] of await answers(responses)) {
      expect(body).toEqual(status === 401 ? FAILED : THROTTLED);
    }
    // Even the right password waits now.
    expect((await owner.signIn("parallel@example.com", OWNER_PASSWORD)).status).toBe(429);
  });

  it("answers another site's owner with the right password exactly as a wrong password", async () => {
    await siteOf("owner-a@example.com", "site-a-answers");
    const siteB = await siteOf("owner-b@example.com", "site-b-answers");
    const right = await (await browser(siteB, "198.51.100.2")).signIn("owner-a@example.com", OWNER_PASSWORD);
    const wrong = await (
      await browser(siteB, "198.51.100.3")
    ).signIn("owner-a@example.com", "not the password");
    expect([right.status, await right.json()]).toEqual([401, FAILED]);
    expect([wrong.status, await wrong.json()]).toEqual([401, FAILED]);
    expect(right.headers.get("set-cookie")).toBe(wrong.headers.get("set-cookie"));
  });

  it("counts the right password on another site as a failure, so the sixth answer does not tell either", async () => {
    await siteOf("counted-a@example.com", "site-a-counted");
    const siteB = await siteOf("counted-b@example.com", "site-b-counted");
    const owner = await browser(siteB, "198.51.100.4");
    for (let i = 0; i < 5; i++) {
      expect((await owner.signIn("counted-a@example.com", OWNER_PASSWORD)).status).toBe(401);
    }
    const sixth = await owner.signIn("counted-a@example.com", OWNER_PASSWORD);
    expect([sixth.status, await sixth.json()]).toEqual([429, THROTTLED]);
  });

  it("counts one email's guesses across all sites: 10 in 15 minutes, however many sites ask", async () => {
    const home = await siteOf("target@example.com", "target-home");
    const statuses: number[] = [];
    for (const name of ["guess-site-1", "guess-site-2", "guess-site-3"]) {
      const site = await siteOf(`${name}@example.com`, name);
      // A new address per site, so only the email ties the guesses together.
      const owner = await browser(site, `203.0.113.${statuses.length + 1}`);
      for (let i = 0; i < 4; i++)
        statuses.push((await owner.signIn("target@example.com", `guess ${i}`)).status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 401, 401, 401, 401, 401, 429, 429]);
    // The owner's own site refuses too until the window ends: the password is the same everywhere.
    const own = await (await browser(home, "203.0.113.99")).signIn("target@example.com", OWNER_PASSWORD);
    expect([own.status, await own.json()]).toEqual([429, THROTTLED]);
  });

  it("counts one client address's guesses whatever the email: 30 in 15 minutes", async () => {
    const origin = await siteOf("address@example.com", "address-guesses");
    const owner = await browser(origin, "192.0.2.77");
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++)
      statuses.push((await owner.signIn(`person${i}@example.com`, "guess")).status);
    expect(tally(statuses)).toEqual({ 401: 30, 429: 1 });
    expect(statuses.at(-1)).toBe(429);
    // Another address is not held back.
    const other = await browser(origin, "192.0.2.78");
    expect((await other.signIn("address@example.com", OWNER_PASSWORD)).status).toBe(200);
  });

  it("does not count a right password against the limit", async () => {
    const origin = await siteOf("regular@example.com", "regular-owner");
    const owner = await browser(origin, "192.0.2.90");
    for (let i = 0; i < 8; i++)
      expect((await owner.signIn("regular@example.com", OWNER_PASSWORD)).status).toBe(200);
    for (let i = 0; i < 5; i++) expect((await owner.signIn("regular@example.com", "wrong")).status).toBe(401);
    expect((await owner.signIn("regular@example.com", "wrong")).status).toBe(429);
  });
});
