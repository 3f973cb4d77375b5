// The form builder's calls (/api/owner/forms): who may call them, what a bad body answers (the
// spec's owner messages, nothing stored), and a built form that visitors can submit and whose
// notification goes to each recipient with the owner's subject.
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { ContributorRole as R } from "../../worker/owner/roles";
import { addContributor, Owner } from "../owner/helpers";
import { Visitor } from "../worker/helpers";

const FORMS = "/api/owner/forms";
const admin = new Owner();
const editor = new Owner();

interface FormJson {
  id: string;
  name: string;
  fields: { id: string; type: string; label: string; required: boolean; options?: string[] }[];
  submissionText: string;
  redirectUrl: string;
  notifyRecipients: string[];
  notifySubject: string;
}

const formCount = async () =>
  (await env.DB.prepare("SELECT count(*) AS n FROM forms").first<{ n: number }>())!.n;

async function create(who: Owner, body: unknown): Promise<FormJson> {
  const res = await who.post(FORMS, body);
  expect(res.status).toBe(201);
  return ((await res.json()) as { form: FormJson }).form;
}

const CONTACT = {
  name: "Contact form",
  fields: [
    { id: "who", type: "text", label: "Your name", required: true, placeholder: "Ada" },
    { id: "mail", type: "email", label: "Email" },
    { id: "topic", type: "select", label: "Topic", options: ["Order", "Other"] },
    { id: "note", type: "textarea", label: "Message", maxLength: 200 },
  ],
  submissionText: "Thanks, we will write back.",
  notifyRecipients: ["shop@example.com", "help@example.com"],
  notifySubject: "A new message",
};

beforeAll(async () => {
  await new Visitor().fetch("/api/commerce/shopping-cart"); // seeds the demo site
  await addContributor("forms-admin@example.com", R.ADMIN);
  await addContributor("forms-editor@example.com", R.EDITOR);
  await addContributor("forms-viewer@example.com", R.VIEWER);
  expect((await admin.signIn("forms-admin@example.com")).status).toBe(200);
  expect((await editor.signIn("forms-editor@example.com")).status).toBe(200);
});

describe("who may build forms", () => {
  it("answers 401 without a session and stores nothing", async () => {
    const before = await formCount();
    const res = await new Visitor().post(FORMS, { name: "Sneaky" });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ message: "Please sign in to continue." });
    expect(await formCount()).toBe(before);
  });

  it("answers 403 to a viewer, who may neither read nor build forms", async () => {
    const viewer = new Owner();
    expect((await viewer.signIn("forms-viewer@example.com")).status).toBe(200);
    const denied = { message: "Your role on this site does not allow this." };
    const before = await formCount();
    for (const res of [await viewer.fetch(FORMS), await viewer.post(FORMS, { name: "Nope" })]) {
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual(denied);
    }
    expect(await formCount()).toBe(before);
  });

  it("lets an editor (forms:write, no forms:read) list, open and build forms", async () => {
    const form = await create(editor, { name: "Editor's form" });
    expect((await editor.fetch(`${FORMS}/${form.id}`)).status).toBe(200);
    const list = (await (await editor.fetch(FORMS)).json()) as { forms: { name: string }[] };
    expect(list.forms.map((f) => f.name)).toContain("Editor's form");
  });
});

describe("bad input: the message, nothing stored", () => {
  const cases: [string, unknown, string][] = [
    [
      "a notification without a subject",
      { name: "F", notifyRecipients: ["a@example.com"] },
      "Add an email subject",
    ],
    [
      "a recipient that is not an email",
      { name: "F", notifyRecipients: ["not an email"], notifySubject: "Hi" },
      "Emails must be formatted as name@example.com",
    ],
    [
      "a redirect that is neither http(s) nor a site path",
      { name: "F", redirectUrl: "javascript:alert(1)" },
      "javascript:alert(1) is not a valid page URL",
    ],
    ["a blank name", { name: "  " }, "Give the form a name."],
    [
      "a field type the builder does not offer",
      { name: "F", fields: [{ id: "a", type: "slider" }] },
      "slider is not one of the expected options",
    ],
    [
      "a choice field without options",
      { name: "F", fields: [{ id: "a", type: "radio", label: "Size", options: [] }] },
      "Add at least one option to Size.",
    ],
    [
      "a negative maximum length",
      { name: "F", fields: [{ id: "a", type: "textarea", maxLength: -3 }] },
      "The maximum length must be a whole number, 0 for no limit.",
    ],
    [
      "two fields with one id",
      {
        name: "F",
        fields: [
          { id: "a", type: "text" },
          { id: "a", type: "email" },
        ],
      },
      "Two fields of this form have the same id.",
    ],
  ];
  it.each(cases)("refuses %s", async (_what, body, message) => {
    const before = await formCount();
    const res = await admin.post(FORMS, body);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toBe(message);
    expect(await formCount()).toBe(before);
  });

  it("keeps the stored form when a save is refused", async () => {
    const form = await create(admin, { name: "Kept" });
    const res = await admin.put(`${FORMS}/${form.id}`, { name: "Changed", redirectUrl: "ftp://x" });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: "ftp://x is not a valid page URL", field: "redirectUrl" });
    const kept = (await (await admin.fetch(`${FORMS}/${form.id}`)).json()) as { form: FormJson };
    expect(kept.form.name).toBe("Kept");
  });
});

describe("building a form", () => {
  it("creates, edits fields in order, renames, duplicates and deletes", async () => {
    const made = await create(admin, { name: "Draft" });
    expect(made).toMatchObject({ name: "Draft", fields: [], notifyRecipients: [], redirectUrl: "" });

    const saved = await admin.put(`${FORMS}/${made.id}`, { ...CONTACT, redirectUrl: "/thanks" });
    expect(saved.status).toBe(200);
    const reordered = { ...CONTACT, fields: [CONTACT.fields[1], CONTACT.fields[0]] };
    await admin.put(`${FORMS}/${made.id}`, reordered);
    const read = ((await (await admin.fetch(`${FORMS}/${made.id}`)).json()) as { form: FormJson }).form;
    expect(read.fields.map((f) => f.label)).toEqual(["Email", "Your name"]);
    expect(read.notifyRecipients).toEqual(["shop@example.com", "help@example.com"]);

    const renamed = await admin.post(`${FORMS}/${made.id}/rename`, { name: "Contact form" });
    expect(((await renamed.json()) as { form: FormJson }).form.name).toBe("Contact form");

    const copy = await admin.post(`${FORMS}/${made.id}/duplicate`, {});
    expect(copy.status).toBe(201);
    const copied = ((await copy.json()) as { form: FormJson }).form;
    expect(copied.name).toBe("Copy of Contact form");
    expect(copied.id).not.toBe(made.id);
    expect(copied.fields.map((f) => f.label)).toEqual(["Email", "Your name"]);

    const list = (await (await admin.fetch(FORMS)).json()) as {
      forms: { id: string; name: string; fieldCount: number; submissionCount: number }[];
    };
    expect(list.forms.find((f) => f.id === made.id)).toMatchObject({
      name: "Contact form",
      fieldCount: 2,
      submissionCount: 0,
    });

    expect((await admin.delete(`${FORMS}/${copied.id}`)).status).toBe(204);
    expect((await admin.fetch(`${FORMS}/${copied.id}`)).status).toBe(404);
    expect((await admin.delete(`${FORMS}/${copied.id}`)).status).toBe(404);
  });

  it("takes a visitor's submission to a built form and emails each recipient with the subject", async () => {
    const form = await create(admin, CONTACT);
    const visitor = new Visitor();
    const { data } = (await (await visitor.post("/api/form/FormSubmissionKey", "")).json()) as {
      data: { key: string };
    };
    const save = (answers: unknown) =>
      visitor.post(
        "/api/form/SaveFormSubmission",
        { formId: form.id, key: data.key, form: JSON.stringify(answers) },
        { "cf-connecting-ip": "198.51.100.20" },
      );
    const missing = await save({ mail: "ada@example.com" });
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({ errors: { who: "Required" } });

    const res = await save({ who: "Ada", mail: "ada@example.com", topic: "Order", note: "Hello" });
    expect(res.status).toBe(200);
    const submission = await env.DB.prepare("SELECT id FROM form_submissions WHERE form_id = ?")
      .bind(form.id)
      .first<{ id: string }>();
    const emails = await env.DB.prepare(
      `SELECT "to", subject, text_body FROM email_outbox WHERE substr(idempotency_key, 1, length(?1)) = ?1 ORDER BY "to"`,
    )
      .bind(`form-submission:${submission!.id}`)
      .all<{ to: string; subject: string; text_body: string }>();
    expect(emails.results.map((e) => [e.to, e.subject])).toEqual([
      ["help@example.com", "A new message"],
      ["shop@example.com", "A new message"],
    ]);
    expect(emails.results[0]!.text_body).toContain("Your name: Ada");

    const list = (await (await admin.fetch(FORMS)).json()) as {
      forms: { id: string; submissionCount: number }[];
    };
    expect(list.forms.find((f) => f.id === form.id)!.submissionCount).toBe(1);
  });
});
