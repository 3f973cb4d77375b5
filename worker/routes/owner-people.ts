// A site's people (contributors:manage, administrators only), under /api/owner/people:
//   GET    /                          -> {contributors, invitations}
//   POST   /invitations               {email, role} -> 201 {invitation}; the email goes out
//   DELETE /invitations/:id           -> 204 (withdrawn); 404
//   PUT    /contributors/:accountId   {role} -> {contributor}; 404; 409 for the last administrator
//   DELETE /contributors/:accountId   -> 204, the person's sessions on this site end; 404, 409
// And for the invited, under /api/owner/invitations (the token is the credential):
//   GET    /?token=…                  -> {email, role, roleLabel, siteTitle, hasAccount}; 400
//   POST   /accept                    {token, password?} -> 201 {email, role}; 400
// docs/owner-roles.md explains the choices.
import { Hono, type Context } from "hono";
import { z } from "zod";
import { findAccountByEmail, insertAccountWithRole, newAccountId } from "../db/owner-accounts";
import {
  administratorCount,
  claimInvitation,
  contributorRole,
  findInvitation,
  grantRole,
  listContributors,
  listPendingInvitations,
  newInvitation,
  removeContributor,
  revokeInvitation,
} from "../db/people";
import { dispatchEmails } from "../email/dispatch";
import { enqueueEmail, newId } from "../email/outbox";
import { accountBody } from "../http/account-body";
import type { AppEnv } from "../http/app-env";
import { apiError } from "../http/errors";
import { ownerActor, requirePermission } from "../http/owner";
import { limitBody, requireJson, validate } from "../http/validation";
import { invitationEmail } from "../owner/invitation-email";
import {
  ALREADY_CONTRIBUTES,
  CONTRIBUTOR_NOT_FOUND,
  INVITATION_INVALID,
  INVITATION_NOT_FOUND,
  LAST_ADMINISTRATOR,
  PASSWORD_TOO_SHORT,
} from "../owner/messages";
import { ROLE_LABELS } from "../owner/permissions";
import { ContributorRole } from "../owner/roles";
import { acceptInvitationBody, invitationBody, roleBody } from "../owner/schemas";
import { hashPassword } from "../pages/access/password";

const manage = requirePermission("contributors:manage");

const withLabel = <T extends { role: ContributorRole }>(row: T) => ({
  ...row,
  roleLabel: ROLE_LABELS[row.role],
});

/** Whether taking `accountId`'s administrator role away would leave the site without one. */
async function isLastAdministrator(c: Context<AppEnv>, accountId: string): Promise<boolean> {
  const db = c.get("db");
  const websiteId = c.get("website").id;
  return (
    (await contributorRole(db, websiteId, accountId)) === ContributorRole.ADMIN &&
    (await administratorCount(db, websiteId)) <= 1
  );
}

export const ownerPeople = new Hono<AppEnv>()
  .get("/", manage, async (c) => {
    const db = c.get("db");
    const websiteId = c.get("website").id;
    const [contributors, invitations] = await Promise.all([
      listContributors(db, websiteId),
      listPendingInvitations(db, websiteId, Date.now()),
    ]);
    return c.json(
      { contributors: contributors.map(withLabel), invitations: invitations.map(withLabel) },
      200,
    );
  })
  .post("/invitations", manage, requireJson, limitBody(), accountBody(invitationBody), async (c) => {
    const input = c.req.valid("json");
    const db = c.get("db");
    const website = c.get("website");
    const account = await findAccountByEmail(db, input.email);
    if (account && (await contributorRole(db, website.id, account.id)) !== undefined) {
      return apiError(c, 409, ALREADY_CONTRIBUTES);
    }
    const now = Date.now();
    const invitedBy = await ownerActor(c);
    const made = await newInvitation(db, { websiteId: website.id, ...input, invitedBy }, now);
    const emailId = newId("email");
    const message = invitationEmail({
      websiteId: website.id,
      siteTitle: website.siteTitle,
      to: input.email,
      roleLabel: ROLE_LABELS[input.role],
      invitedBy,
      origin: new URL(c.req.url).origin,
      token: made.token,
      tokenHash: made.tokenHash,
    });
    await db.batch([...made.statements, enqueueEmail(db, message, now, emailId)]);
    await dispatchEmails(c.env.EMAILS, [emailId]);
    const [invitation] = (await listPendingInvitations(db, website.id, now)).filter((i) => i.id === made.id);
    return c.json({ invitation: withLabel(invitation!) }, 201);
  })
  .delete("/invitations/:id", manage, async (c) => {
    const revoked = await revokeInvitation(c.get("db"), c.get("website").id, c.req.param("id"), Date.now());
    return revoked ? c.body(null, 204) : apiError(c, 404, INVITATION_NOT_FOUND);
  })
  .put(
    "/contributors/:accountId",
    manage,
    requireJson,
    limitBody(),
    validate("json", roleBody),
    async (c) => {
      const { role } = c.req.valid("json");
      const db = c.get("db");
      const websiteId = c.get("website").id;
      const accountId = c.req.param("accountId");
      if ((await contributorRole(db, websiteId, accountId)) === undefined) {
        return apiError(c, 404, CONTRIBUTOR_NOT_FOUND);
      }
      if (role !== ContributorRole.ADMIN && (await isLastAdministrator(c, accountId))) {
        return apiError(c, 409, LAST_ADMINISTRATOR);
      }
      await grantRole(db, websiteId, accountId, role);
      return c.json({ contributor: withLabel({ accountId, role }) }, 200);
    },
  )
  .delete("/contributors/:accountId", manage, async (c) => {
    const db = c.get("db");
    const websiteId = c.get("website").id;
    const accountId = c.req.param("accountId");
    if ((await contributorRole(db, websiteId, accountId)) === undefined) {
      return apiError(c, 404, CONTRIBUTOR_NOT_FOUND);
    }
    if (await isLastAdministrator(c, accountId)) return apiError(c, 409, LAST_ADMINISTRATOR);
    await removeContributor(db, websiteId, accountId);
    return c.body(null, 204);
  });

const tokenQuery = z.object({ token: z.string(INVITATION_INVALID).regex(/^[\w-]{43}$/, INVITATION_INVALID) });

export const invitations = new Hono<AppEnv>()
  .use("*", async (c, next) => {
    c.header("Cache-Control", "private, no-store");
    await next();
  })
  .get("/", validate("query", tokenQuery), async (c) => {
    const db = c.get("db");
    const website = c.get("website");
    const invitation = await findInvitation(db, website.id, c.req.valid("query").token, Date.now());
    if (!invitation) return apiError(c, 400, INVITATION_INVALID);
    const hasAccount = (await findAccountByEmail(db, invitation.email)) !== undefined;
    return c.json(
      {
        email: invitation.email,
        role: invitation.role,
        roleLabel: ROLE_LABELS[invitation.role],
        siteTitle: website.siteTitle,
        hasAccount,
      },
      200,
    );
  })
  .post("/accept", requireJson, limitBody(), accountBody(acceptInvitationBody), async (c) => {
    const input = c.req.valid("json");
    const db = c.get("db");
    const websiteId = c.get("website").id;
    const now = Date.now();
    const invitation = await findInvitation(db, websiteId, input.token, now);
    if (!invitation) return apiError(c, 400, INVITATION_INVALID);
    const account = await findAccountByEmail(db, invitation.email);
    // A new account needs a password; an existing one keeps its own.
    if (!account && input.password === undefined) return apiError(c, 400, PASSWORD_TOO_SHORT);
    const passwordHash = account ? undefined : await hashPassword(input.password!);
    if (!(await claimInvitation(db, invitation.id, now))) return apiError(c, 400, INVITATION_INVALID);
    if (account) {
      await grantRole(db, websiteId, account.id, invitation.role);
    } else {
      const created = { id: newAccountId(), email: invitation.email, passwordHash: passwordHash! };
      await db.batch([...insertAccountWithRole(db, created, websiteId, invitation.role)]);
    }
    return c.json({ email: account?.email ?? invitation.email, role: invitation.role }, 201);
  });
