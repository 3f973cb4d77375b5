// The panel's way to the worker: the typed Hono client over the owner routes, sending the crumb
// and, once signed in, the session's xsrf token (as client/owner/api.ts does).
import { exports } from "cloudflare:workers";
import { hc } from "hono/client";
import { expect, it } from "vitest";
import type { AppType } from "../../worker/index";
import { DEMO_OWNER_EMAIL, DEMO_OWNER_PASSWORD } from "../../worker/seed/demo-owner-login";

it("signs in, lists the products and signs out through hc<AppType>", async () => {
  const cookies = new Map<string, string>();
  let xsrfToken: string | undefined;
  const owner = hc<AppType>("http://localhost", {
    fetch: async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      request.headers.set("cookie", [...cookies].map(([k, v]) => `${k}=${v}`).join("; "));
      const res = await exports.default.fetch(request);
      for (const cookie of res.headers.getSetCookie()) {
        const [pair] = cookie.split(";");
        const at = pair!.indexOf("=");
        cookies.set(pair!.slice(0, at), pair!.slice(at + 1));
      }
      return res;
    },
    headers: (): Record<string, string> => ({
      ...(cookies.get("crumb") ? { "X-CSRF-Token": cookies.get("crumb")! } : {}),
      ...(xsrfToken ? { "X-XSRF-Token": xsrfToken } : {}),
    }),
  }).api.owner;

  expect((await owner.session.$get()).status).toBe(401);
  const signedIn = await owner.session.$post({
    json: { email: DEMO_OWNER_EMAIL, password: DEMO_OWNER_PASSWORD, rememberMe: false },
  });
  expect(signedIn.status).toBe(200);
  if (signedIn.status !== 200) return;
  const session = await signedIn.json();
  xsrfToken = session.xsrfToken;
  expect(session.account.roleLabel).toBe("Administrator");

  const listed = await owner.products.$get();
  expect(listed.status).toBe(200);
  if (listed.status !== 200) return;
  const { products } = await listed.json();
  const shirt = products.find((p) => p.id === "prd_linen_shirt");
  expect(shirt).toMatchObject({
    title: "Linen Field Shirt",
    productType: "PHYSICAL",
    fullUrl: "/shop/linen-field-shirt",
    currency: "USD",
    published: true,
  });
  expect(shirt!.variantCount).toBeGreaterThan(1);
  expect(products.find((p) => p.productType === "DIGITAL")?.stock).toBeNull();

  expect((await owner.session.$delete()).status).toBe(204);
  expect((await owner.products.$get()).status).toBe(401);
});
