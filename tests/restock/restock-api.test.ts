// Restock sign-ups (spec sections 3, 5, 7): the visitor's call and the owner's lists and sends.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { Visitor } from "../worker/helpers";

const RESTOCK = "/api/site-users/account/notifications/restock";
const OWNER = { authorization: "Bearer test-owner-token" };
const POUR_OVER = { productId: "prd_pour_over", variantId: "var_pour_over" };
const MUG = { productId: "prd_speckled_mug" };

const count = async (sql: string, ...binds: unknown[]) =>
  (await env.DB.prepare(sql)
    .bind(...binds)
    .first<{ n: number }>())!.n;

async function signUp(email: string, extra: Record<string, unknown> = {}, ref = POUR_OVER) {
  return new Visitor().post(RESTOCK, { ...ref, siteVisitorEmail: email, ...extra });
}

describe("POST restock (visitor)", () => {
  it("stores a sign-up with its language and opt-in", async () => {
    const res = await signUp("ada@example.com", { language: "fr-CA", isJoinMailingList: true });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true });
    const row = await env.DB.prepare(
      "SELECT * FROM restock_signups WHERE email_key = 'ada@example.com'",
    ).first();
    expect(row).toMatchObject({
      product_id: "prd_pour_over",
      variant_id: "var_pour_over",
      language: "fr-CA",
      is_join_mailing_list: 1,
      notified_at: null,
    });
  });

  it("collapses duplicate sign-ups for one email and variant", async () => {
    for (const email of ["Grace@Example.com", "grace@example.com", "GRACE@EXAMPLE.COM"])
      expect((await signUp(email)).status).toBe(200);
    expect(
      await count("SELECT count(*) AS n FROM restock_signups WHERE email_key = 'grace@example.com'"),
    ).toBe(1);
  });

  it.each([
    [undefined, "Email cannot be blank"],
    ["", "Email cannot be blank"],
    ["   ", "Email cannot be blank"],
    ["grace", "Email is invalid"],
    ["grace@example", "Email is invalid"],
    [42, "Email is invalid"],
  ])("answers %j with '%s' and stores nothing", async (email, message) => {
    const before = await count("SELECT count(*) AS n FROM restock_signups");
    const res = await new Visitor().post(RESTOCK, { ...POUR_OVER, siteVisitorEmail: email });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message });
    expect(await count("SELECT count(*) AS n FROM restock_signups")).toBe(before);
  });

  it("answers 404 for a variant that is not the product's", async () => {
    const res = await signUp(
      "x@example.com",
      {},
      { productId: "prd_speckled_mug", variantId: "var_pour_over" },
    );
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({
      message: "No variant var_pour_over of product prd_speckled_mug on this site.",
    });
  });
});

describe("owner-only restock calls", () => {
  it("refuse without an owner session or the owner's token, or with a wrong token", async () => {
    const owner = new Visitor();
    const calls: [string, string, unknown?][] = [
      ["GET", `${RESTOCK}/groups`],
      ["GET", `${RESTOCK}?productId=prd_pour_over&variantId=var_pour_over`],
      ["POST", `${RESTOCK}/send`, POUR_OVER],
      ["POST", `${RESTOCK}/send/all`, { sendRequests: [POUR_OVER] }],
    ];
    const auths: Record<string, string>[] = [
      {},
      { authorization: "Bearer wrong" },
      { authorization: "test-owner-token" },
    ];
    for (const auth of auths) {
      for (const [method, path, body] of calls) {
        const res =
          method === "GET" ? await owner.fetch(path, { headers: auth }) : await owner.post(path, body, auth);
        expect(res.status, `${method} ${path}`).toBe(401);
        expect(await res.json()).toEqual({ message: "Please sign in to continue." });
      }
    }
  });

  it("list sign-ups per variant page by page with a cursor", async () => {
    for (let i = 0; i < 5; i++) await signUp(`page${i}@example.com`, {}, { ...MUG, variantId: "var_mug" });
    const owner = new Visitor();
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const query: string = `productId=prd_speckled_mug&variantId=var_mug&limit=2${cursor ? `&cursor=${cursor}` : ""}`;
      const res = await owner.fetch(`${RESTOCK}?${query}`, { headers: OWNER });
      expect(res.status).toBe(200);
      const body = (await res.json()) as {
        signUps: { email: string }[];
        hasNextPage: boolean;
        nextPageCursor: string | null;
      };
      seen.push(...body.signUps.map((s) => s.email));
      expect(body.hasNextPage).toBe(body.nextPageCursor !== null);
      cursor = body.nextPageCursor;
      pages++;
    } while (cursor);
    expect(pages).toBe(3);
    expect(seen.sort()).toEqual([0, 1, 2, 3, 4].map((i) => `page${i}@example.com`));
  });

  it("list groups per variant with counts, page by page", async () => {
    await signUp("group@example.com", {}, { ...MUG, variantId: "var_mug" });
    const owner = new Visitor();
    const first = await owner.fetch(`${RESTOCK}/groups?limit=1`, { headers: OWNER });
    const page1 = (await first.json()) as {
      signUpGroups: { productId: string; variantId: string }[];
      hasNextPage: boolean;
      nextPageCursor: string;
    };
    expect(page1.signUpGroups).toHaveLength(1);
    expect(page1.hasNextPage).toBe(true);
    const second = await owner.fetch(`${RESTOCK}/groups?limit=10&cursor=${page1.nextPageCursor}`, {
      headers: OWNER,
    });
    const page2 = (await second.json()) as {
      signUpGroups: { variantId: string; signUpCount: number }[];
      hasNextPage: boolean;
      nextPageCursor: null;
    };
    expect(page2.hasNextPage).toBe(false);
    expect(page2.nextPageCursor).toBeNull();
    const all = [...page1.signUpGroups, ...page2.signUpGroups].map((g) => g.variantId).sort();
    expect(all).toEqual(["var_mug", "var_pour_over"]);
  });

  it("refuses a cursor it did not give out", async () => {
    const res = await new Visitor().fetch(`${RESTOCK}/groups?cursor=not-a-cursor`, { headers: OWNER });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: "The cursor is not one this list gave out." });
  });

  it("send queues one email per waiting sign-up and notifies each once", async () => {
    const ref = { productId: "prd_beeswax_candles", variantId: "var_candles" };
    const exists = await count(
      "SELECT count(*) AS n FROM product_variants WHERE id = ? AND product_id = ?",
      ref.variantId,
      ref.productId,
    );
    expect(exists).toBe(1);
    await signUp("one@example.com", {}, ref);
    await signUp("two@example.com", {}, ref);
    const owner = new Visitor();
    const sent = await owner.post(`${RESTOCK}/send`, ref, OWNER);
    expect(sent.status).toBe(200);
    expect(await sent.json()).toEqual({ notifiedCount: 2 });
    const again = await owner.post(`${RESTOCK}/send/all`, { sendRequests: [ref] }, OWNER);
    expect(await again.json()).toEqual({ notifiedCount: 0 });
    const emails = await env.DB.prepare(
      "SELECT \"to\", subject FROM email_outbox WHERE idempotency_key LIKE 'restock:%' AND \"to\" IN ('one@example.com', 'two@example.com') ORDER BY \"to\"",
    ).all<{ to: string; subject: string }>();
    expect(emails.results).toEqual([
      { to: "one@example.com", subject: expect.stringMatching(/ is back in stock$/) },
      { to: "two@example.com", subject: expect.stringMatching(/ is back in stock$/) },
    ]);
    // Signing up again after being notified waits for the next restock, and is emailed once more.
    await signUp("one@example.com", {}, ref);
    expect(await (await owner.post(`${RESTOCK}/send`, ref, OWNER)).json()).toEqual({ notifiedCount: 1 });
    expect(await count("SELECT count(*) AS n FROM email_outbox WHERE \"to\" = 'one@example.com'")).toBe(2);
  });

  it("send refuses an unknown variant and sends nothing", async () => {
    const res = await new Visitor().post(
      `${RESTOCK}/send/all`,
      { sendRequests: [POUR_OVER, { productId: "prd_pour_over", variantId: "var_nope" }] },
      OWNER,
    );
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({
      message: "No variant var_nope of product prd_pour_over on this site.",
    });
    expect(
      await count(
        "SELECT count(*) AS n FROM restock_signups WHERE variant_id = 'var_pour_over' AND notified_at IS NOT NULL",
      ),
    ).toBe(0);
  });
});
