// Malformed bodies for SaveFormSubmission, validate and the restock sign-up: never a 500, and
// nothing stored from a body that was refused.
import { env } from "cloudflare:workers";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { DEMO_CONTACT_FORM_ID } from "../../worker/seed/demo-forms";
import { Visitor } from "../worker/helpers";

const stored = async () =>
  (await env.DB.prepare(
    "SELECT (SELECT count(*) FROM form_submissions) + (SELECT count(*) FROM restock_signups) AS n",
  ).first<{ n: number }>())!.n;

/** JSON-ish values, plus text that is not JSON at all. */
const body = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.string({ maxLength: 60 }).map((s) => ({ raw: s })),
);
const send = (visitor: Visitor, path: string, value: unknown, ip: number) =>
  visitor.post(
    path,
    typeof value === "object" && value !== null && "raw" in value
      ? (value as { raw: string }).raw
      : JSON.stringify(value),
    { "cf-connecting-ip": `198.51.100.${ip % 250}` },
  );

let ip = 0;
const runs = { numRuns: 60 };

describe("fuzzing the form and restock calls", () => {
  it("SaveFormSubmission", async () => {
    const visitor = new Visitor();
    const answers = fc.dictionary(
      fc.constantFrom("name", "email", "phone", "topic", "message", "satisfaction", "nope", "__proto__"),
      fc.jsonValue({ maxDepth: 2 }),
    );
    const submission = fc.record(
      {
        formId: fc.oneof(fc.constant(DEMO_CONTACT_FORM_ID), fc.string({ maxLength: 70 }), fc.integer()),
        key: fc.oneof(fc.string({ maxLength: 130 }), fc.constant(null)),
        form: fc.oneof(
          answers.map((a) => JSON.stringify(a)),
          fc.string({ maxLength: 40 }),
          fc.jsonValue(),
        ),
        captchaKey: fc.oneof(fc.string(), fc.integer(), fc.constant(null)),
        pagePath: fc.oneof(fc.string(), fc.integer(), fc.object()),
      },
      { requiredKeys: [] },
    );
    await fc.assert(
      fc.asyncProperty(fc.oneof(submission, body), async (value) => {
        const before = await stored();
        const res = await send(visitor, "/api/form/SaveFormSubmission", value, ++ip);
        expect(res.status).toBeLessThan(500);
        expect(res.status).not.toBe(200); // no valid key was ever given out
        expect(await stored()).toBe(before);
      }),
      runs,
    );
  });

  it("validate", async () => {
    const visitor = new Visitor();
    await fc.assert(
      fc.asyncProperty(
        body,
        fc.constantFrom(DEMO_CONTACT_FORM_ID, "x", "%00", "a".repeat(80)),
        async (value, formId) => {
          const before = await stored();
          const res = await send(visitor, `/api/rest/forms/validate/${formId}`, value, ++ip);
          expect(res.status).toBeLessThan(500);
          expect(await stored()).toBe(before);
        },
      ),
      runs,
    );
  });

  it("restock sign-up", async () => {
    const visitor = new Visitor();
    const signup = fc.record(
      {
        productId: fc.oneof(fc.constant("prd_pour_over"), fc.string({ maxLength: 70 }), fc.integer()),
        variantId: fc.oneof(fc.constant("var_pour_over"), fc.string({ maxLength: 70 })),
        siteVisitorEmail: fc.oneof(fc.string({ maxLength: 300 }), fc.jsonValue({ maxDepth: 1 })),
        isJoinMailingList: fc.jsonValue({ maxDepth: 1 }),
        language: fc.oneof(fc.string({ maxLength: 40 }), fc.integer()),
      },
      { requiredKeys: [] },
    );
    await fc.assert(
      fc.asyncProperty(fc.oneof(signup, body), async (value) => {
        const before = await stored();
        const res = await send(visitor, "/api/site-users/account/notifications/restock", value, ++ip);
        expect(res.status).toBeLessThan(500);
        if (res.status !== 200) expect(await stored()).toBe(before);
      }),
      runs,
    );
  });
});
