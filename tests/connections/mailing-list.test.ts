// The mailing-list connection: choosing a list (with the spec's words when none is chosen or none
// exists), 'Connected to' and 'Disconnect', confirmed sign-ups (double opt-in) reaching the list,
// unsubscribes leaving it, the checkout's opt-in, and a provider outage that loses no one.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { createDb } from "../../worker/db/client";
import { localListMembers } from "../../worker/connections/mailing-list/local-provider";
import { mailchimpProvider } from "../../worker/connections/mailing-list/mailchimp";
import type { MailingListProvider } from "../../worker/connections/mailing-list/provider";
import { listSyncStatement, syncJobs } from "../../worker/connections/mailing-list/sync";
import { DEMO_WEBSITE_ID } from "../../worker/seed/demo-data";
import { ContributorRole } from "../../worker/owner/roles";
import { CHECKOUT, checkoutBody, newProduct, visitor } from "../orders/fixtures";
import { addContributor, Owner } from "../owner/helpers";
import { signedInAdmin } from "../public-api/helpers";
import { Visitor } from "../worker/helpers";
import { deliverJobs, eventually } from "./helpers";

const MAILING_LIST = "/api/owner/connections/mailing-list";
const LISTS = `${MAILING_LIST}/lists`;
const CONNECTION = `${MAILING_LIST}/connection`;
const db = createDb(env.DB);
const T0 = Date.UTC(2026, 4, 1, 12);

interface List {
  id: string;
  name: string;
  memberCount: number;
}

const put = (owner: Owner, body: unknown) =>
  owner.fetch(CONNECTION, {
    method: "PUT",
    headers: { "content-type": "application/json", origin: owner.origin },
    body: JSON.stringify(body),
  });

async function createList(owner: Owner, name: string) {
  const res = await owner.post(LISTS, { name });
  expect(res.status).toBe(201);
  return ((await res.json()) as { list: List }).list;
}

const emails = async (listId: string) => (await localListMembers(db, listId)).map((m) => m.email);

let ip = 0;
/** Signs up through the newsletter block and answers the confirmation link of its email. */
async function signUp(email: string) {
  const res = await new Visitor().post(
    "/api/newsletter/subscribe",
    { email },
    { "cf-connecting-ip": `203.0.113.${++ip}` },
  );
  expect(res.status).toBe(200);
  const mail = await env.DB.prepare(
    'SELECT text_body FROM email_outbox WHERE "to" = ? ORDER BY created_on DESC',
  )
    .bind(email)
    .first<{ text_body: string }>();
  const token = /\/newsletter\/confirm\?token=([A-Za-z0-9_-]+)/.exec(mail!.text_body)![1]!;
  return { confirm: `/newsletter/confirm?token=${token}`, unsubscribe: token };
}

describe("who may connect a mailing list", () => {
  it("refuses visitors (401) and roles without settings:write (403)", async () => {
    expect((await new Visitor().fetch(MAILING_LIST)).status).toBe(401);
    await addContributor("list-editor@example.com", ContributorRole.EDITOR);
    const editor = new Owner();
    expect((await editor.signIn("list-editor@example.com")).status).toBe(200);
    expect((await editor.fetch(LISTS)).status).toBe(403);
    expect((await put(editor, { listId: "list_x" })).status).toBe(403);
  });
});

describe("connecting and disconnecting", () => {
  it("answers the spec's words for no list chosen and no list at all, then connects and disconnects", async () => {
    const admin = await signedInAdmin("list-admin@example.com");
    const start = await (await admin.fetch(MAILING_LIST)).json();
    expect(start).toEqual({ provider: "local", account: null, connection: null, state: "Connect" });
    expect(await (await admin.fetch(LISTS)).json()).toEqual({
      lists: [],
      notice:
        "This site has not connected a Mailchimp account. Connect yours with its API key to choose one of its audiences.",
    });

    const noLists = await put(admin, { listId: "list_anything" });
    expect(noLists.status).toBe(400);
    expect(await noLists.json()).toEqual({
      message: "You don't have any mailing lists. Please create one before continuing.",
    });

    const list = await createList(admin, "Customers");
    await createList(admin, "Wholesale");
    for (const body of [{}, { listId: "" }, { listId: "   " }]) {
      const res = await put(admin, body);
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ message: "A List must be selected" });
    }
    const gone = await put(admin, { listId: "list_gone" });
    expect(gone.status).toBe(400);
    expect(await gone.json()).toEqual({ message: "That list no longer exists. Please choose another." });

    const connected = await put(admin, { listId: list.id });
    expect(connected.status).toBe(200);
    expect(await connected.json()).toMatchObject({
      connection: { listId: list.id, listName: "Customers" },
      state: "Connected to Customers",
    });
    expect(await (await admin.fetch(MAILING_LIST)).json()).toMatchObject({ state: "Connected to Customers" });

    const disconnected = await admin.delete(CONNECTION);
    expect(disconnected.status).toBe(200);
    expect(await disconnected.json()).toEqual({
      provider: "local",
      account: null,
      connection: null,
      state: "Connect",
    });
    expect(await (await admin.fetch(MAILING_LIST)).json()).toMatchObject({
      connection: null,
      state: "Connect",
    });
  });

  it("refuses a blank list name", async () => {
    const admin = await signedInAdmin("list-namer@example.com");
    const res = await admin.post(LISTS, { name: "  " });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: "Please enter a list name" });
  });
});

describe("double opt-in feeding the connected list", () => {
  it("adds an address only once it is confirmed, and removes it when it unsubscribes", async () => {
    const admin = await signedInAdmin("list-optin@example.com");
    const list = await createList(admin, "Newsletter");
    expect((await put(admin, { listId: list.id })).status).toBe(200);

    const links = await signUp("Grace@Example.com");
    // Pending: the confirmation email is in the outbox, the list does not have the address.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await emails(list.id)).toEqual([]);

    expect((await new Visitor().fetch(links.confirm)).status).toBe(200);
    await eventually(async () => (await emails(list.id)).includes("Grace@Example.com"));
    // Following the link again adds no one twice.
    expect((await new Visitor().fetch(links.confirm)).status).toBe(200);
    expect(await emails(list.id)).toEqual(["Grace@Example.com"]);

    const out = await new Visitor().fetch("/newsletter/unsubscribe", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: `token=${links.unsubscribe}`,
    });
    expect(out.status).toBe(200);
    await eventually(async () => (await emails(list.id)).length === 0);
    await admin.delete(CONNECTION);
  });

  it("sends the confirmed subscribers a site already had to a newly connected list", async () => {
    const admin = await signedInAdmin("list-backfill@example.com");
    const links = await signUp("early.bird@example.com");
    expect((await new Visitor().fetch(links.confirm)).status).toBe(200);
    await signUp("never.confirmed@example.com");
    const list = await createList(admin, "Backfill");
    expect((await put(admin, { listId: list.id })).status).toBe(200);
    await eventually(async () => (await emails(list.id)).includes("early.bird@example.com"));
    expect(await emails(list.id)).not.toContain("never.confirmed@example.com");
    await admin.delete(CONNECTION);
  });

  it("keeps a confirmed sign-up through a provider outage and adds it once the provider is back", async () => {
    const admin = await signedInAdmin("list-outage@example.com");
    const list = await createList(admin, "Outage");
    expect((await put(admin, { listId: list.id })).status).toBe(200);
    const connection = async () =>
      (
        (await (await admin.fetch(MAILING_LIST)).json()) as {
          connection: { waiting: number; refused: number };
        }
      ).connection;
    // Subscribers confirmed by earlier tests are sent to the new list through the real queue first.
    await eventually(async () => (await connection()).waiting === 0);
    // A confirmation's sync row, written as the confirm page writes it (not yet on the queue).
    const rows = (await listSyncStatement(db, DEMO_WEBSITE_ID, "patient@example.com", "subscribe", T0)) as {
      id: string;
    }[];
    const jobs = syncJobs(rows);
    const added: string[] = [];
    let up = false;
    const provider: MailingListProvider = {
      kind: "local",
      lists: async () => [],
      subscribe: async (_listId, email) => {
        if (!up) return { status: "retryable", error: "HTTP 503: provider down" };
        added.push(email);
        return { status: "done" };
      },
      unsubscribe: async () => ({ status: "done" }),
    };
    const down = await deliverJobs(jobs, { listProvider: provider, now: () => T0 });
    expect(down.retryMessages).toHaveLength(1);
    const pending = await env.DB.prepare(
      "SELECT status, attempts, next_attempt_at, last_error FROM mailing_list_syncs WHERE id = ?",
    )
      .bind(rows[0]!.id)
      .first();
    expect(pending).toEqual({
      status: "pending",
      attempts: 1,
      next_attempt_at: T0 + 60_000,
      last_error: "HTTP 503: provider down",
    });

    expect(await connection()).toMatchObject({ waiting: 1, refused: 0 });

    up = true;
    const back = await deliverJobs(jobs, { listProvider: provider, now: () => T0 + 60_000 });
    expect(back.retryMessages).toEqual([]);
    expect(added).toEqual(["patient@example.com"]);
    expect(await (await admin.fetch(MAILING_LIST)).json()).toMatchObject({
      connection: { waiting: 0, refused: 0 },
    });
    const done = await env.DB.prepare("SELECT status FROM mailing_list_syncs WHERE id = ?")
      .bind(rows[0]!.id)
      .first();
    expect(done).toEqual({ status: "done" });
    await admin.delete(CONNECTION);
  });
});

describe("the Mailchimp adapter", () => {
  it("lists audiences and upserts a member by the MD5 of its address, retrying only what is worth it", async () => {
    const calls: Request[] = [];
    const answers = [
      Response.json({ lists: [{ id: "a1b2", name: "Customers", stats: { member_count: 12 } }] }),
      Response.json({ id: "member" }),
      new Response("busy", { status: 503 }),
      new Response('{"title":"Invalid Resource"}', { status: 400 }),
    ];
    const provider = mailchimpProvider({
      apiKey: "0123456789abcdef-us6",
      fetch: async (input, init) => {
        calls.push(new Request(input, init));
        return answers.shift()!;
      },
    });
    expect(await provider.lists(DEMO_WEBSITE_ID)).toEqual([
      { id: "a1b2", name: "Customers", memberCount: 12 },
    ]);
    expect(calls[0]!.url).toMatch(/^https:\/\/us6\.api\.mailchimp\.com\/3\.0\/lists\?/);
    expect(calls[0]!.headers.get("authorization")).toBe(`Basic ${btoa("atelier:0123456789abcdef-us6")}`);

    expect(await provider.subscribe("a1b2", "Ada@Example.com")).toEqual({ status: "done" });
    // The MD5 of the lower-cased address, as Mailchimp names a member.
    expect(calls[1]!.url).toBe(
      "https://us6.api.mailchimp.com/3.0/lists/a1b2/members/3e3417d7ef77d5932a6734b916515ed5",
    );
    expect(calls[1]!.method).toBe("PUT");
    expect(await calls[1]!.json()).toEqual({
      email_address: "Ada@Example.com",
      status_if_new: "subscribed",
      status: "subscribed",
    });

    expect((await provider.subscribe("a1b2", "ada@example.com")).status).toBe("retryable");
    expect((await provider.subscribe("a1b2", "ada@example.com")).status).toBe("permanent");
    expect(provider.createList).toBeUndefined();
  });
});

describe("the checkout's opt-in", () => {
  it("sends a confirmation email to a buyer who opts in, and the list gets them once confirmed", async () => {
    const admin = await signedInAdmin("list-checkout@example.com");
    const list = await createList(admin, "Buyers");
    expect((await put(admin, { listId: list.id })).status).toBe(200);
    const product = await newProduct(null);
    const buyer = await visitor();
    const placed = await buyer.post(
      CHECKOUT,
      checkoutBody({
        email: "buyer@example.com",
        isJoinMailingList: true,
        express: { itemId: product.itemId, quantity: 1 },
      }),
    );
    expect(placed.status).toBe(200);
    const quiet = await buyer.post(
      CHECKOUT,
      checkoutBody({ email: "quiet@example.com", express: { itemId: product.itemId, quantity: 1 } }),
    );
    expect(quiet.status).toBe(200);
    const subscriber = (email: string) =>
      env.DB.prepare("SELECT status, source FROM newsletter_subscribers WHERE email_key = ?")
        .bind(email)
        .first();
    expect(await subscriber("buyer@example.com")).toEqual({ status: "pending", source: "checkout" });
    expect(await subscriber("quiet@example.com")).toBeNull();
    const mail = await env.DB.prepare('SELECT text_body FROM email_outbox WHERE "to" = ? AND subject LIKE ?')
      .bind("buyer@example.com", "Please confirm%")
      .first<{ text_body: string }>();
    const token = /\/newsletter\/confirm\?token=([A-Za-z0-9_-]+)/.exec(mail!.text_body)![1]!;
    expect((await new Visitor().fetch(`/newsletter/confirm?token=${token}`)).status).toBe(200);
    await eventually(async () => (await emails(list.id)).includes("buyer@example.com"));
    await admin.delete(CONNECTION);
  });
});
