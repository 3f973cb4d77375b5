// The owner panel and islands can call the API through Hono's typed client.
import { exports } from "cloudflare:workers";
import { hc } from "hono/client";
import { expect, it } from "vitest";
import type { AppType } from "../../worker/index";
import { DemoProduct } from "../../worker/seed/demo-data";

it("adds to the cart and reads it back through hc<AppType>", async () => {
  const cookies = new Map<string, string>();
  const client = hc<AppType>("http://localhost", {
    fetch: async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      request.headers.set("cookie", [...cookies].map(([k, v]) => `${k}=${v}`).join("; "));
      const res = await exports.default.fetch(request);
      for (const cookie of res.headers.getSetCookie()) {
        const [name, value] = cookie.split(";")[0]!.split("=") as [string, string];
        cookies.set(name, value);
      }
      return res;
    },
    // State-changing calls send the crumb cookie back, as the islands do.
    headers: (): Record<string, string> => {
      const crumb = cookies.get("crumb");
      return crumb ? { "X-CSRF-Token": crumb } : {};
    },
  });
  // The first call (any page or API read) hands out the crumb.
  expect((await client.api.commerce["shopping-cart"].$get({ query: {} })).status).toBe(200);
  const added = await client.api.commerce["shopping-cart"].entries.$post({
    json: { itemId: DemoProduct.THROW, sku: "SQ-THROW", quantity: 2 },
  });
  expect(added.status).toBe(200);
  if (added.status !== 200) return;
  const body = await added.json();
  expect(body.newlyAdded.quantity).toBe(2);

  const read = await client.api.commerce["shopping-cart"].$get({ query: { calculateSubtotal: "true" } });
  expect(read.status).toBe(200);
  if (read.status !== 200) return;
  const cart = await read.json();
  expect(cart.totalQuantity).toBe(2);
  expect(cart.entries[0]?.title).toBe("Indigo Throw Blanket");
});
