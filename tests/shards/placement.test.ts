// Where sign-up puts a new site (docs/shards.md): of the shards NEW_SITE_SHARDS opens, the one
// holding the fewest sites; the site then works on its own host from its shard alone.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { openShards } from "../../worker/db/shard-placement";
import { EMAIL_TAKEN, SITE_NAME_TAKEN } from "../../worker/owner/messages";
import { Visitor } from "../worker/helpers";
import { rowsOf, workerWith } from "./helpers";

const both = workerWith({ ...env, NEW_SITE_SHARDS: "DB,DB_SHARD_1" } as unknown as Env);

async function signUp(name: string, email = `${name}@example.com`) {
  return new Visitor(undefined, both).post("/api/owner/sign-up", {
    email,
    password: "a long enough password",
    siteName: name,
    siteTitle: `Site ${name}`,
    template: "demo",
  });
}

const shardOf = async (websiteId: string) =>
  env.DB.prepare("select shard from site_directory where website_id = ?")
    .bind(websiteId)
    .first<string>("shard");

describe("the shards open to new sites", () => {
  it("are the bound ones NEW_SITE_SHARDS names, else shard 0 alone", () => {
    const open = (list: string | undefined) =>
      openShards({ ...env, NEW_SITE_SHARDS: list } as unknown as Env);
    expect(open("DB,DB_SHARD_1")).toEqual(["DB", "DB_SHARD_1"]);
    expect(open(" DB_SHARD_1 , DB ")).toEqual(["DB", "DB_SHARD_1"]);
    expect(open("DB_SHARD_1")).toEqual(["DB_SHARD_1"]);
    expect(open("DB")).toEqual(["DB"]);
    expect(open("")).toEqual(["DB"]);
    expect(open(undefined)).toEqual(["DB"]);
    expect(open("DB_SHARD_9")).toEqual(["DB"]);
  });
});

describe("sign-up with two open shards", () => {
  it("puts each new site on the shard with fewer sites, and the site works from there", async () => {
    // The demo store (shard 0) is seeded by the first request.
    expect((await new Visitor(undefined, both).fetch("/api/commerce/shopping-cart")).status).toBe(200);
    const made: { websiteId: string; welcomeUrl: string }[] = [];
    for (const name of ["first-shop", "second-shop", "third-shop"]) {
      const res = await signUp(name);
      expect(res.status).toBe(201);
      made.push((await res.json()) as { websiteId: string; welcomeUrl: string });
    }
    expect(await Promise.all(made.map((m) => shardOf(m.websiteId)))).toEqual([
      "DB_SHARD_1",
      "DB",
      "DB_SHARD_1",
    ]);

    const [first] = made;
    expect(await rowsOf(env.DB_SHARD_1, "websites", first!.websiteId, "id")).toBe(1);
    expect(await rowsOf(env.DB, "websites", first!.websiteId, "id")).toBe(0);
    expect(await rowsOf(env.DB, "owner_handovers", first!.websiteId)).toBe(0);
    // The welcome link signs the administrator in on the new site's host, from shard 1.
    const welcome = new URL(first!.welcomeUrl);
    const owner = new Visitor(welcome.origin, both);
    const handover = await owner.post("/api/owner/handover", { token: welcome.hash.slice(1) });
    expect(handover.status).toBe(200);
    expect(await rowsOf(env.DB_SHARD_1, "owner_sessions", first!.websiteId)).toBe(1);
    const page = await new Visitor(welcome.origin, both).fetch("/shop");
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("Site first-shop");
  });

  it("refuses a name or an email another shard already has", async () => {
    expect(await (await signUp("first-shop", "someone-else@example.com")).json()).toEqual({
      message: SITE_NAME_TAKEN,
    });
    // first-shop@example.com's account is on shard 1; this sign-up would go to shard 0.
    const again = await signUp("fourth-shop", "first-shop@example.com");
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ message: EMAIL_TAKEN });
  });
});
