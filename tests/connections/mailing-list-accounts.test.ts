// Each site's own Mailchimp account (issue 22): a site connects its account with its API key,
// sealed at rest; its lists call uses that key only, so it sees and connects only its own
// audiences. A second site without a key sees none, with a sentence that says why, and cannot
// connect the first site's audience by its id.
import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ContributorRole } from "../../worker/owner/roles";
import { addContributor, Owner } from "../owner/helpers";
import { signedInAdmin } from "../public-api/helpers";
import { Visitor } from "../worker/helpers";

const MAILING_LIST = "/api/owner/connections/mailing-list";
const ACCOUNT = `${MAILING_LIST}/account`;
const LISTS = `${MAILING_LIST}/lists`;
const CONNECTION = `${MAILING_LIST}/connection`;

const KEY_A = `${"a1".repeat(16)}-us6`;
const MAILCHIMP = "https://us6.api.mailchimp.com/3.0";

/** Mailchimp as the fake answers it: site A's key owns one audience; any other key is refused. */
function fakeMailchimp() {
  const keysUsed: string[] = [];
  const real = globalThis.fetch;
  const spy = vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const request = new Request(input, init);
    if (!request.url.startsWith(MAILCHIMP)) return real(input, init);
    const key = atob((request.headers.get("authorization") ?? "").replace(/^Basic /, "")).split(":")[1]!;
    keysUsed.push(key);
    if (key !== KEY_A) return Response.json({ title: "API Key Invalid" }, { status: 401 });
    return Response.json({ lists: [{ id: "aud_a", name: "A's customers", stats: { member_count: 12 } }] });
  });
  return { keysUsed, restore: () => spy.mockRestore() };
}

let mailchimp: ReturnType<typeof fakeMailchimp> | undefined;
afterEach(() => mailchimp?.restore());

const send = (owner: Owner, method: string, path: string, body: unknown) =>
  owner.fetch(path, {
    method,
    headers: { "content-type": "application/json", origin: owner.origin },
    body: JSON.stringify(body),
  });

/** An administrator signed in on a second site, on a host of its own. */
async function adminOfSiteB(email: string): Promise<Owner> {
  const websiteId = `site_lists_b_${email.replace(/\W/g, "_")}`;
  const host = `${websiteId.replace(/_/g, "-")}.localhost`;
  await env.DB.batch([
    env.DB.prepare("INSERT INTO websites (id, identifier, title) VALUES (?, ?, 'Site B')").bind(
      websiteId,
      host.split(".")[0],
    ),
    env.DB.prepare("INSERT INTO website_hosts (host, website_id) VALUES (?, ?)").bind(host, websiteId),
  ]);
  await addContributor(email, ContributorRole.ADMIN, websiteId);
  const owner = new Owner(`http://${host}`);
  await new Visitor(owner.origin).fetch("/api/commerce/shopping-cart");
  const res = await owner.signIn(email);
  expect(res.status).toBe(200);
  return owner;
}

describe("a site's own Mailchimp account", () => {
  it("lists only the audiences of the site's own key, and another site without a key sees none", async () => {
    mailchimp = fakeMailchimp();
    const a = await signedInAdmin("lists-site-a@example.com");

    const notAKey = await send(a, "PUT", ACCOUNT, { apiKey: "my password" });
    expect(notAKey.status).toBe(400);
    expect(await notAKey.json()).toEqual({
      message: "That is not a Mailchimp API key. A key ends in its data centre, such as -us6.",
    });
    const refused = await send(a, "PUT", ACCOUNT, { apiKey: `${"f0".repeat(16)}-us6` });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({ message: "Mailchimp did not accept that API key." });

    const connected = await send(a, "PUT", ACCOUNT, { apiKey: KEY_A });
    expect(connected.status).toBe(200);
    expect(await connected.json()).toMatchObject({
      provider: "mailchimp",
      account: { provider: "mailchimp", keyHint: "…a1a1-us6" },
    });
    // Sealed at rest: the database holds no readable key.
    const row = await env.DB.prepare(
      "SELECT key_cipher FROM mailing_list_accounts WHERE website_id = 'site_demo'",
    ).first<{ key_cipher: string }>();
    expect(row!.key_cipher).not.toContain(KEY_A);
    expect(row!.key_cipher).not.toContain("a1a1");

    expect(await (await a.fetch(LISTS)).json()).toEqual({
      lists: [{ id: "aud_a", name: "A's customers", memberCount: 12 }],
    });
    const picked = await send(a, "PUT", CONNECTION, { listId: "aud_a" });
    expect(picked.status).toBe(200);
    expect(await picked.json()).toMatchObject({ state: "Connected to A's customers" });

    const b = await adminOfSiteB("lists-site-b@example.com");
    const callsBefore = mailchimp.keysUsed.length;
    expect(await (await b.fetch(MAILING_LIST)).json()).toEqual({
      provider: "local",
      account: null,
      connection: null,
      state: "Connect",
    });
    expect(await (await b.fetch(LISTS)).json()).toEqual({
      lists: [],
      notice:
        "This site has not connected a Mailchimp account. Connect yours with its API key to choose one of its audiences.",
    });
    const stolen = await send(b, "PUT", CONNECTION, { listId: "aud_a" });
    expect(stolen.status).toBe(400);
    expect(await stolen.json()).toEqual({
      message: "You don't have any mailing lists. Please create one before continuing.",
    });
    // Site B never spoke to Mailchimp, least of all with site A's key.
    expect(mailchimp.keysUsed.slice(callsBefore)).toEqual([]);

    // Removing the account disconnects its audience: nothing is fed without the key.
    const removed = await a.fetch(ACCOUNT, { method: "DELETE", headers: { origin: a.origin } });
    expect(removed.status).toBe(200);
    expect(await removed.json()).toEqual({
      provider: "local",
      account: null,
      connection: null,
      state: "Connect",
    });
  });
});
