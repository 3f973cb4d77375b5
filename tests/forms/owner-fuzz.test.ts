// Malformed input for the owner calls added with the forms issue (the stock update, the form and
// submission lists): never a 500, and a refused stock update changes no stock.
import { env } from "cloudflare:workers";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { DEMO_CONTACT_FORM_ID } from "../../worker/seed/demo-forms";
import { Visitor } from "../worker/helpers";

const OWNER = { authorization: "Bearer test-owner-token" };
const runs = { numRuns: 60 };
const stockOf = async () =>
  (await env.DB.prepare("SELECT qty_in_stock AS q FROM product_variants WHERE id = 'var_mug'").first<{
    q: number;
  }>())!.q;

describe("fuzzing the owner calls", () => {
  it("PUT /api/commerce/inventory/variants/{variantId}", async () => {
    const visitor = new Visitor();
    await visitor.fetch("/api/commerce/shopping-cart"); // seeds the demo site
    const before = await stockOf();
    const body = fc.oneof(
      fc.jsonValue({ maxDepth: 3 }),
      fc.record({
        qtyInStock: fc.oneof(fc.double(), fc.integer({ max: -1 }), fc.string(), fc.constant(null)),
      }),
      fc.string({ maxLength: 40 }).map((raw) => ({ raw })),
    );
    await fc.assert(
      fc.asyncProperty(body, async (value) => {
        const text =
          typeof value === "object" && value !== null && "raw" in value
            ? String(value.raw)
            : JSON.stringify(value);
        const res = await visitor.fetch("/api/commerce/inventory/variants/var_mug", {
          method: "PUT",
          headers: { "content-type": "application/json", origin: visitor.origin, ...OWNER },
          body: text,
        });
        expect(res.status).toBeLessThan(500);
        if (res.status !== 200) expect(await stockOf()).toBe(before);
        else
          await env.DB.prepare("UPDATE product_variants SET qty_in_stock = ? WHERE id = 'var_mug'")
            .bind(before)
            .run();
      }),
      runs,
    );
  });

  it("GET /api/rest/forms and /api/rest/forms/{formId}/submissions", async () => {
    const visitor = new Visitor();
    const query = fc.record(
      {
        cursor: fc.oneof(fc.string({ maxLength: 80 }), fc.base64String({ maxLength: 80 })),
        limit: fc.string(),
      },
      { requiredKeys: [] },
    );
    const formId = fc.oneof(fc.constant(DEMO_CONTACT_FORM_ID), fc.string({ minLength: 1, maxLength: 70 }));
    await fc.assert(
      fc.asyncProperty(query, formId, async (q, id) => {
        const search = new URLSearchParams(q as Record<string, string>).toString();
        for (const path of [
          `/api/rest/forms?${search}`,
          `/api/rest/forms/${encodeURIComponent(id)}/submissions?${search}`,
        ]) {
          const res = await visitor.fetch(path, { headers: OWNER });
          expect(res.status).toBeLessThan(500);
        }
      }),
      runs,
    );
  });
});
