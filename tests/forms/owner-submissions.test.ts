// The owner's form API: the site's forms with their submission counts, and each form's stored
// submissions in keyset pages (GET /api/rest/forms, GET /api/rest/forms/{formId}/submissions).
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { DEMO_CONTACT_FORM_ID, demoContactForm } from "../../worker/seed/demo-forms";
import { Visitor } from "../worker/helpers";
import { CONTACT_ANSWERS } from "./contact-answers";
import { SIGN_IN_REQUIRED } from "../../worker/owner/messages";

const OWNER = { authorization: "Bearer test-owner-token" };
const FORMS = "/api/rest/forms";
const SUBMISSIONS = `${FORMS}/${DEMO_CONTACT_FORM_ID}/submissions`;

const get = (path: string, headers: Record<string, string> = OWNER) => new Visitor().fetch(path, { headers });

interface SubmissionsPage {
  submissions: {
    id: string;
    values: Record<string, unknown>;
    pageEvent: Record<string, string>;
    createdOn: number;
  }[];
  hasNextPage: boolean;
  nextPageCursor: string | null;
}

beforeAll(async () => {
  await new Visitor().fetch("/api/commerce/shopping-cart"); // seeds the demo site
  await env.DB.batch([
    env.DB.prepare("INSERT INTO websites (id, identifier, title) VALUES ('site_other', 'other', 'Other')"),
    env.DB.prepare(
      "INSERT INTO forms (id, website_id, definition) VALUES ('form_other', 'site_other', ?)",
    ).bind(JSON.stringify({ name: "Other", fields: [] })),
    // Another site's submission to a form with the contact form's id: never the demo owner's.
    env.DB.prepare(
      "INSERT INTO form_submissions (id, website_id, form_id, \"values\", created_on) VALUES ('sub_other', 'site_other', ?, '{}', 1)",
    ).bind(DEMO_CONTACT_FORM_ID),
  ]);
});

describe("owner-only", () => {
  it("refuses both calls without the owner's token or with a wrong one", async () => {
    for (const path of [FORMS, SUBMISSIONS]) {
      for (const headers of [{}, { authorization: "Bearer nope" }] as Record<string, string>[]) {
        const res = await get(path, headers);
        expect(res.status).toBe(401);
        expect(await res.json()).toEqual({ message: SIGN_IN_REQUIRED });
      }
    }
  });
});

describe("GET /api/rest/forms/{formId}/submissions", () => {
  it("answers a submission made through the form block with its stored values and date", async () => {
    const visitor = new Visitor();
    const { data } = (await (await visitor.post("/api/form/FormSubmissionKey", "")).json()) as {
      data: { key: string };
    };
    const before = Date.now();
    const res = await visitor.post(
      "/api/form/SaveFormSubmission",
      {
        formId: DEMO_CONTACT_FORM_ID,
        key: data.key,
        form: JSON.stringify(CONTACT_ANSWERS),
        pagePath: "/contact",
      },
      { "cf-connecting-ip": "198.51.100.20" },
    );
    expect(res.status).toBe(200);

    const page = (await (await get(SUBMISSIONS)).json()) as SubmissionsPage;
    expect(page.hasNextPage).toBe(false);
    expect(page.nextPageCursor).toBeNull();
    expect(page.submissions).toHaveLength(1);
    const [submission] = page.submissions;
    expect(submission!.values.email).toBe(CONTACT_ANSWERS.email);
    expect(submission!.values.name).toEqual(CONTACT_ANSWERS.name);
    expect(submission!.pageEvent).toEqual({ pagePath: "/contact" });
    expect(submission!.createdOn).toBeGreaterThanOrEqual(before);
    // The form's value-taking fields, in its order, name the panel's columns.
    const { fields } = page as unknown as { fields: { id: string; label: string }[] };
    expect(fields.slice(0, 4)).toEqual([
      { id: "name", label: "Name" },
      { id: "email", label: "Email" },
      { id: "phone", label: "Phone" },
      { id: "address", label: "Delivery address" },
    ]);
    expect(fields.map((f) => f.id)).not.toContain("orderDetails");
    // The panel's heading names the form: 'Submissions of Contact', never its id.
    expect((page as unknown as { name: string }).name).toBe("Contact");
  });

  it("pages newest first through every submission once, ties broken by id", async () => {
    const rows = [
      ["sub_a", 1000],
      ["sub_b", 2000],
      ["sub_c", 2000],
      ["sub_d", 3000],
      ["sub_e", 500],
    ] as const;
    await env.DB.batch(
      rows.map(([id, at]) =>
        env.DB.prepare(
          "INSERT INTO form_submissions (id, website_id, form_id, \"values\", created_on) VALUES (?, 'site_demo', ?, ?, ?)",
        ).bind(id, DEMO_CONTACT_FORM_ID, JSON.stringify({ message: id }), at),
      ),
    );
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const res = await get(`${SUBMISSIONS}?limit=2${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`);
      expect(res.status).toBe(200);
      const page = (await res.json()) as SubmissionsPage;
      expect(page.submissions.length).toBeLessThanOrEqual(2);
      seen.push(...page.submissions.map((s) => s.id));
      expect(page.hasNextPage).toBe(page.nextPageCursor !== null);
      cursor = page.nextPageCursor;
      pages++;
    } while (cursor);
    // The one made through the form block (now) first, then by date, newest first.
    expect(seen.slice(1)).toEqual(["sub_d", "sub_c", "sub_b", "sub_a", "sub_e"]);
    expect(pages).toBe(3);
  });

  it("404s a form the site never had, and 400s a cursor it did not give out", async () => {
    for (const formId of ["form_nope", "form_other"]) {
      const res = await get(`${FORMS}/${formId}/submissions`);
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ message: `No form ${formId} on this site.` });
    }
    const bad = await get(`${SUBMISSIONS}?cursor=bm90LWEtY3Vyc29y`);
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ message: "The cursor is not one this list gave out." });
    expect((await get(`${SUBMISSIONS}?limit=0`)).status).toBe(400);
  });
});

describe("GET /api/rest/forms", () => {
  it("lists the site's forms with their submission counts, in pages", async () => {
    await env.DB.prepare(
      "INSERT INTO forms (id, website_id, definition) VALUES ('form_a_empty', 'site_demo', ?)",
    )
      .bind(JSON.stringify({ name: "Empty", fields: [] }))
      .run();
    const first = await get(`${FORMS}?limit=1`);
    expect(first.status).toBe(200);
    const page1 = (await first.json()) as { forms: unknown[]; hasNextPage: boolean; nextPageCursor: string };
    expect(page1.forms).toEqual([
      { id: "form_a_empty", name: "Empty", fieldCount: 0, submissionCount: 0, lastSubmittedOn: null },
    ]);
    expect(page1.hasNextPage).toBe(true);
    const page2 = (await (await get(`${FORMS}?limit=1&cursor=${page1.nextPageCursor}`)).json()) as {
      forms: { id: string; name: string; submissionCount: number; lastSubmittedOn: number }[];
      hasNextPage: boolean;
    };
    const demoSubmissions = await env.DB.prepare(
      "SELECT count(*) AS n, max(created_on) AS last FROM form_submissions WHERE website_id = 'site_demo'",
    ).first<{ n: number; last: number }>();
    expect(page2.forms).toEqual([
      {
        id: DEMO_CONTACT_FORM_ID,
        name: "Contact",
        // The fields that take an answer: the section heading is not one.
        fieldCount: demoContactForm.fields.filter((f) => f.type !== "section").length,
        submissionCount: demoSubmissions!.n,
        lastSubmittedOn: demoSubmissions!.last,
      },
    ]);
    expect(demoSubmissions!.n).toBe(6);
    expect(page2.hasNextPage).toBe(false);
  });
});
