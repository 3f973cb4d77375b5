// GET /dev/mailbox: the development mailbox, what was "sent" while no email API is configured.
// 404 once a real provider is (the page would otherwise show nothing, or leak what it kept).
// Private and never stored by the edge cache (private, no-store).
import { Hono } from "hono";
import type { AppEnv } from "../http/app-env";
import { listMailbox } from "../email/dev-mailbox";
import { MAILBOX_CSP, mailboxPage } from "../email/mailbox-page";
import { hasEmailApi } from "../email/provider";

export const devMailboxPage = new Hono<AppEnv>().get("/", async (c) => {
  c.header("Cache-Control", "private, no-store");
  if (hasEmailApi(c.env)) return c.text("Not Found", 404);
  c.header("Content-Security-Policy", MAILBOX_CSP);
  c.header("X-Robots-Tag", "noindex");
  return c.html(mailboxPage(await listMailbox(c.get("db"))), 200);
});
