// The store's settings through the public API (/api/public/v1/commerce-preferences/{namespace}):
// a settings:read key reads a namespace, a settings:write key changes it with the panel's checks;
// no key is 401, a key without the scope 403, bad input the panel's sentence with nothing stored.
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { makeKeys, sendWithKey as send } from "./helpers";

let keys: Record<string, string>;
const CHECKOUT = "/commerce-preferences/checkout";

const minimum = async () =>
  (await env.DB.prepare(
    "SELECT checkout_min_subtotal_cents AS n FROM websites WHERE id = 'site_demo'",
  ).first<{
    n: number;
  }>())!.n;

beforeAll(async () => {
  keys = await makeKeys("settings-api-admin@example.com", {
    write: ["settings:write"],
    read: ["settings:read"],
    orders: ["orders:read"],
  });
});

describe("store settings through the public API", () => {
  it("refuses a call without a key, a key without the scope, and a read key's change", async () => {
    expect((await send(undefined, "GET", CHECKOUT)).status).toBe(401);
    const read = await send(keys.orders, "GET", CHECKOUT);
    expect(read.status).toBe(403);
    expect(await read.json()).toEqual({ message: "This API key does not have the settings:read scope." });
    const write = await send(keys.read, "PUT", CHECKOUT, {
      minimumSubtotalCents: 500,
      expressCheckout: false,
    });
    expect(write.status).toBe(403);
    expect(await write.json()).toEqual({ message: "This API key does not have the settings:write scope." });
    expect(await minimum()).toBe(0);
  });

  it("refuses a bad body with the panel's sentence and stores nothing", async () => {
    const res = await send(keys.write, "PUT", CHECKOUT, { minimumSubtotalCents: -1, expressCheckout: false });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      message: "minimumSubtotalCents: The minimum subtotal is a whole number of cents, 0 or more.",
    });
    expect(await minimum()).toBe(0);
  });

  it("reads and changes the checkout namespace", async () => {
    const before = await send(keys.read, "GET", CHECKOUT);
    expect(await before.json()).toEqual({
      minimumSubtotalCents: 0,
      expressCheckout: false,
      websiteId: "site_demo",
    });
    const changed = await send(keys.write, "PUT", CHECKOUT, {
      minimumSubtotalCents: 1500,
      expressCheckout: false,
    });
    expect(changed.status).toBe(200);
    expect(await changed.json()).toEqual({
      minimumSubtotalCents: 1500,
      expressCheckout: false,
      websiteId: "site_demo",
    });
    expect(await minimum()).toBe(1500);
  });
});
