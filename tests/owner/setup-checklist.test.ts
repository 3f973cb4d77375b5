// The panel home's setup checklist (GET /api/owner/setup): ticked from the site's real state (a
// product, an enabled shipping rate, a page published in the builder, a placed order), with the
// latest orders for a role that may read them.
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { ContributorRole } from "../../worker/owner/roles";
import { CHECKOUT, checkoutBody, newProduct, visitor } from "../orders/fixtures";
import { signedInAdmin } from "../public-api/helpers";
import { Visitor } from "../worker/helpers";
import { addContributor, Owner } from "./helpers";

const SETUP = "/api/owner/setup";
const PAGES = "/api/owner/pages";

interface Setup {
  checklist: { product: boolean; shipping: boolean; page: boolean; order: boolean };
  done: boolean;
  recentOrders: { id: string; number: number; email: string; grandTotalCents: number }[] | null;
  today: {
    date: string;
    sales: { orders: number; testOrders: number; sales: { currency: string; cents: number }[] } | null;
    visits: number | null;
  };
  lowStock: { productId: string; title: string; sku: string; qtyInStock: number }[] | null;
}

const TODAY = new Date().toISOString().slice(0, 10);

async function setupOf(owner: Owner): Promise<Setup> {
  const res = await owner.fetch(SETUP);
  expect(res.status).toBe(200);
  expect(res.headers.get("cache-control")).toBe("private, no-store");
  return (await res.json()) as Setup;
}

let admin: Owner;

beforeAll(async () => {
  admin = await signedInAdmin("setup-admin@example.com");
});

describe("GET /api/owner/setup", () => {
  it("asks a visitor without a session to sign in", async () => {
    const res = await new Visitor().fetch(SETUP);
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ message: "Please sign in to continue." });
  });

  it("ticks only shipping on a new blank site (its starter zone and rate)", async () => {
    const made = await new Visitor().post("/api/owner/sign-up", {
      email: "blank-setup@example.com",
      password: "a long enough password",
      siteName: "blank-setup",
      siteTitle: "Blank Setup",
      template: "blank",
    });
    expect(made.status).toBe(201);
    const welcome = new URL(((await made.json()) as { welcomeUrl: string }).welcomeUrl);
    const owner = new Owner(welcome.origin);
    expect((await owner.post("/api/owner/handover", { token: welcome.hash.slice(1) })).status).toBe(200);
    expect(await setupOf(owner)).toEqual({
      checklist: { product: false, shipping: true, page: false, order: false },
      done: false,
      recentOrders: [],
      today: { date: TODAY, sales: { orders: 0, testOrders: 0, sales: [] }, visits: 0 },
      lowStock: [],
    });
  });

  it("ticks the demo store's products and shipping, then its published page and first order", async () => {
    expect(await setupOf(admin)).toMatchObject({
      checklist: { product: true, shipping: true, page: false, order: false },
      done: false,
      recentOrders: [],
    });

    // The owner publishes the home page in the builder...
    const pages = (await (await admin.fetch(PAGES)).json()) as { pages: { id: string; title: string }[] };
    const home = pages.pages.find((p) => p.title === "Home")!;
    const draft = (await (await admin.fetch(`${PAGES}/${home.id}/draft`)).json()) as { revision: number };
    expect((await admin.post(`${PAGES}/${home.id}/publish`, { revision: draft.revision })).status).toBe(200);
    // ...and a visitor buys with the test card.
    const product = await newProduct(5, { priceCents: 2500 });
    const buyer = await visitor();
    const bought = await buyer.post(
      CHECKOUT,
      checkoutBody({ email: "first-buyer@example.com", express: { itemId: product.itemId, quantity: 1 } }),
    );
    expect(bought.status).toBe(200);
    const placed = (await bought.json()) as { orderId: string; orderNumber: number };

    const setup = await setupOf(admin);
    expect(setup.checklist).toEqual({ product: true, shipping: true, page: true, order: true });
    expect(setup.done).toBe(true);
    expect(setup.recentOrders).toEqual([
      expect.objectContaining({
        id: placed.orderId,
        number: placed.orderNumber,
        email: "first-buyer@example.com",
        status: "paid",
      }),
    ]);
  });

  it("counts today's paid orders and sales (saying how many were test orders) and lists stock at 5 or fewer, fewest first", async () => {
    const before = (await setupOf(admin)).today.sales!;
    const product = await newProduct(1, { priceCents: 4000 });
    const buyer = await visitor();
    const bought = await buyer.post(
      CHECKOUT,
      checkoutBody({ email: "today-buyer@example.com", express: { itemId: product.itemId, quantity: 1 } }),
    );
    expect(bought.status).toBe(200);
    const { today, lowStock } = await setupOf(admin);
    expect(today.date).toBe(TODAY);
    expect(today.sales!.orders).toBe(before.orders + 1);
    expect(today.sales!.testOrders).toBe(before.testOrders + 1); // the local payment provider's
    const usd = (sales: typeof before) => sales.sales.find((s) => s.currency === "USD")?.cents ?? 0;
    expect(usd(today.sales!) - usd(before)).toBeGreaterThanOrEqual(4000);
    // The sale took the new item's only unit: it is listed, with what else is lowest.
    expect(lowStock).toContainEqual(expect.objectContaining({ productId: product.itemId, qtyInStock: 0 }));
    const counts = lowStock!.map((v) => v.qtyInStock);
    expect(counts).toEqual([...counts].sort((x, y) => x - y));
    expect(counts.every((n) => n <= 5)).toBe(true);
    expect(counts.length).toBeLessThanOrEqual(5);
  });

  it("counts today's visits from the daily rollups", async () => {
    const bucket = Date.parse(`${TODAY}T00:00:00Z`);
    await env.DB.prepare(
      "INSERT INTO analytics_rollups (website_id, period, bucket, metric, dimension, count, total) VALUES ('site_demo', 'day', ?1, 'visits', '', 7, 0) ON CONFLICT DO UPDATE SET count = count + 7",
    )
      .bind(bucket)
      .run();
    const before = (await setupOf(admin)).today.visits!;
    expect(before).toBeGreaterThanOrEqual(7);
  });

  it("does not count a shipping rate the owner turned off", async () => {
    await env.DB.prepare("UPDATE shipping_rates SET enabled = 0 WHERE website_id = 'site_demo'").run();
    try {
      expect((await setupOf(admin)).checklist.shipping).toBe(false);
    } finally {
      await env.DB.prepare("UPDATE shipping_rates SET enabled = 1 WHERE website_id = 'site_demo'").run();
    }
  });

  it("shows the checklist but no orders to a role that may not read orders", async () => {
    await addContributor("setup-editor@example.com", ContributorRole.EDITOR);
    const editor = new Owner();
    expect((await editor.signIn("setup-editor@example.com")).status).toBe(200);
    const setup = await setupOf(editor);
    expect(setup.checklist.product).toBe(true);
    expect(setup.recentOrders).toBeNull();
    expect(setup.today.sales).toBeNull();
    expect(setup.today.visits).toBeNull();
    expect(setup.lowStock).not.toBeNull(); // an editor may read products
  });
});
