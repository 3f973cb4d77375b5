// A site's people: an administrator invites by email with a role; the emailed link works once and
// for a week, creates the account (or adds the site to an existing one) with that role; roles
// change, people are removed (their sessions here end), invitations are withdrawn; the last
// administrator stays.
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { ContributorRole as R } from "../../worker/owner/roles";
import { CART, Visitor } from "../worker/helpers";
import { addContributor, Owner, PASSWORD, SESSION } from "./helpers";

const PEOPLE = "/api/owner/people";
const INVITE = `${PEOPLE}/invitations`;
const ACCEPT = "/api/owner/invitations/accept";
const INVALID = {
  message: "This invitation has expired, was withdrawn or was already accepted. Please ask for a new one.",
};

const admin = new Owner();
beforeAll(async () => {
  await new Visitor().fetch(CART); // seeds the demo site
  await addContributor("people-admin@example.com", R.ADMIN);
  expect((await admin.signIn("people-admin@example.com")).status).toBe(200);
});

async function tokenFor(to: string): Promise<string> {
  const row = await env.DB.prepare(
    'SELECT text_body FROM email_outbox WHERE "to" = ? ORDER BY created_on DESC LIMIT 1',
  )
    .bind(to)
    .first<{ text_body: string }>();
  return /\/config\/accept-invitation\?token=([\w-]{43})/.exec(row!.text_body)![1]!;
}

interface People {
  contributors: { accountId: string; email: string; role: number; roleLabel: string }[];
  invitations: { id: string; email: string; role: number; roleLabel: string }[];
}
const people = async () => (await (await admin.fetch(PEOPLE)).json()) as People;

describe("inviting", () => {
  it("emails a link that creates the account with the role, once", async () => {
    const res = await admin.post(INVITE, { email: "New-Editor@example.com", role: R.EDITOR });
    expect(res.status).toBe(201);
    const { invitation } = (await res.json()) as { invitation: { email: string; roleLabel: string } };
    expect(invitation).toMatchObject({ email: "New-Editor@example.com", roleLabel: "Editor" });
    expect((await people()).invitations.map((i) => i.email)).toContain("New-Editor@example.com");

    const token = await tokenFor("New-Editor@example.com");
    const lookup = await new Visitor().fetch(`/api/owner/invitations?token=${token}`);
    expect(await lookup.json()).toEqual({
      email: "New-Editor@example.com",
      role: R.EDITOR,
      roleLabel: "Editor",
      siteTitle: "Atelier Supply Co.",
      hasAccount: false,
    });
    const noPassword = await new Visitor().post(ACCEPT, { token });
    expect(noPassword.status).toBe(400);
    expect(await noPassword.json()).toEqual({ message: "Use at least 10 characters for your password." });

    const accepted = await new Visitor().post(ACCEPT, { token, password: "an editor's password" });
    expect(accepted.status).toBe(201);
    const editor = new Owner();
    expect((await editor.signIn("new-editor@example.com", "an editor's password")).status).toBe(200);
    const session = (await (await editor.fetch(SESSION)).json()) as { account: { role: number } };
    expect(session.account.role).toBe(R.EDITOR);
    expect((await people()).invitations.map((i) => i.email)).not.toContain("New-Editor@example.com");

    const again = await new Visitor().post(ACCEPT, { token, password: "another password!" });
    expect(again.status).toBe(400);
    expect(await again.json()).toEqual(INVALID);
  });

  it("adds the site to an existing account, which keeps its password", async () => {
    await new Visitor().post("/api/owner/sign-up", {
      email: "has-a-site@example.com",
      password: "their own password",
      siteName: "people-elsewhere",
      siteTitle: "Elsewhere",
      template: "blank",
    });
    await admin.post(INVITE, { email: "has-a-site@example.com", role: R.STORE_MANAGER });
    const token = await tokenFor("has-a-site@example.com");
    const lookup = (await (await new Visitor().fetch(`/api/owner/invitations?token=${token}`)).json()) as {
      hasAccount: boolean;
    };
    expect(lookup.hasAccount).toBe(true);
    expect((await new Visitor().post(ACCEPT, { token })).status).toBe(201);
    const manager = new Owner();
    expect((await manager.signIn("has-a-site@example.com", "their own password")).status).toBe(200);
    const session = (await (await manager.fetch(SESSION)).json()) as { account: { roleLabel: string } };
    expect(session.account.roleLabel).toBe("Store manager");
  });

  it("refuses an expired link and a withdrawn one", async () => {
    await admin.post(INVITE, { email: "late@example.com", role: R.VIEWER });
    const late = await tokenFor("late@example.com");
    await env.DB.prepare(
      "UPDATE owner_invitations SET expires_at = 1 WHERE email = 'late@example.com'",
    ).run();
    expect(await (await new Visitor().post(ACCEPT, { token: late, password: PASSWORD })).json()).toEqual(
      INVALID,
    );

    const made = await admin.post(INVITE, { email: "withdrawn@example.com", role: R.VIEWER });
    const { invitation } = (await made.json()) as { invitation: { id: string } };
    const token = await tokenFor("withdrawn@example.com");
    expect((await admin.delete(`${INVITE}/${invitation.id}`)).status).toBe(204);
    expect((await admin.delete(`${INVITE}/${invitation.id}`)).status).toBe(404);
    const res = await new Visitor().post(ACCEPT, { token, password: PASSWORD });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual(INVALID);
  });

  it("keeps one live link per person: inviting again withdraws the first", async () => {
    await admin.post(INVITE, { email: "twice-invited@example.com", role: R.VIEWER });
    const first = await tokenFor("twice-invited@example.com");
    await admin.post(INVITE, { email: "twice-invited@example.com", role: R.EDITOR });
    const second = await tokenFor("twice-invited@example.com");
    expect((await new Visitor().post(ACCEPT, { token: first, password: PASSWORD })).status).toBe(400);
    expect((await new Visitor().post(ACCEPT, { token: second, password: PASSWORD })).status).toBe(201);
  });

  it("does not open an invitation of this site on another site", async () => {
    await admin.post(INVITE, { email: "wrong-host@example.com", role: R.VIEWER });
    const token = await tokenFor("wrong-host@example.com");
    const res = await new Visitor("http://people-elsewhere.localhost").post(ACCEPT, {
      token,
      password: PASSWORD,
    });
    expect(res.status).toBe(400);
  });

  it.each([
    [{ email: "x", role: R.VIEWER }, 400, "Please enter a valid email"],
    [{ email: "bad-role@example.com", role: 99 }, 400, "Choose one of the contributor roles."],
    [{ email: "none-role@example.com", role: R.NONE }, 400, "Choose one of the contributor roles."],
    [
      { email: "people-admin@example.com", role: R.VIEWER },
      409,
      "This person already contributes to this site.",
    ],
  ])("answers %j with %i", async (body, status, message) => {
    const res = await admin.post(INVITE, body);
    expect(res.status).toBe(status);
    expect(await res.json()).toEqual({ message });
  });

  it("needs the xsrf token", async () => {
    const res = await admin.post(
      INVITE,
      { email: "xsrf-invite@example.com", role: R.VIEWER },
      { "x-xsrf-token": "no" },
    );
    expect(res.status).toBe(403);
  });
});

describe("contributors", () => {
  it("changes a role and removes a person, whose sessions here end", async () => {
    const id = await addContributor("changing@example.com", R.VIEWER);
    const person = new Owner();
    await person.signIn("changing@example.com");
    const changed = await admin.put(`${PEOPLE}/contributors/${id}`, { role: R.REPORTING });
    expect(changed.status).toBe(200);
    expect(await changed.json()).toEqual({
      contributor: { accountId: id, role: R.REPORTING, roleLabel: "Reporting" },
    });
    expect((await person.fetch("/api/owner/orders")).status).toBe(200);

    expect((await admin.delete(`${PEOPLE}/contributors/${id}`)).status).toBe(204);
    expect((await person.fetch(SESSION)).status).toBe(401);
    expect((await people()).contributors.map((c) => c.email)).not.toContain("changing@example.com");
    expect((await admin.delete(`${PEOPLE}/contributors/${id}`)).status).toBe(404);
  });

  it("keeps the site's last administrator", async () => {
    await new Visitor().post("/api/owner/sign-up", {
      email: "only-admin@example.com",
      password: "a long enough password",
      siteName: "people-solo",
      siteTitle: "Solo",
      template: "blank",
    });
    const solo = new Owner("http://people-solo.localhost");
    await solo.signIn("only-admin@example.com", "a long enough password");
    const { contributors } = (await (await solo.fetch(PEOPLE)).json()) as People;
    const me = contributors[0]!.accountId;
    for (const res of [
      await solo.put(`${PEOPLE}/contributors/${me}`, { role: R.EDITOR }),
      await solo.delete(`${PEOPLE}/contributors/${me}`),
    ]) {
      expect(res.status).toBe(409);
      expect(await res.json()).toEqual({ message: "A site needs at least one administrator." });
    }
  });

  it("refuses everyone but administrators", async () => {
    await addContributor("people-manager@example.com", R.WEBSITE_MANAGER);
    const manager = new Owner();
    await manager.signIn("people-manager@example.com");
    const res = await manager.post(INVITE, { email: "by-manager@example.com", role: R.VIEWER });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ message: "Your role on this site does not allow this." });
  });
});
