// GET /dev/mailbox: the development mailbox, what was "sent" while no email API is configured.
// 404 once a real provider is (the page would otherwise show nothing, or leak what it kept), and
// 404 on any host but this machine's: a deploy that forgot its email key must not publish every
// site's mail (Cloudflare routes by host, so no outside request arrives as localhost).
// Private and never stored by the edge cache (private, no-store).
import { Hono } from "hono";
import type { AppEnv } from "../http/app-env";
import { listMailbox } from "../email/dev-mailbox";
import { MAILBOX_CSP, mailboxPage } from "../email/mailbox-page";
import { hasEmailApi } from "../email/provider";

/** localhost, *.localhost, 127.0.0.0/8 and [::1]: development on this machine. */
export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.toLowerCase();
  return (
    host === "localhost" ||
    host.endsWith(".localhost") ||
    /^127(\.\d{1,3}){3}$/.test(host) ||
    host === "[::1]" ||
    host === "::1"
  );
}

export const devMailboxPage = new Hono<AppEnv>().get("/", async (c) => {
  c.header("Cache-Control", "private, no-store");
  if (hasEmailApi(c.env) || !isLoopbackHost(new URL(c.req.url).hostname)) return c.text("Not Found", 404);
  c.header("Content-Security-Policy", MAILBOX_CSP);
  c.header("X-Robots-Tag", "noindex");
  return c.html(mailboxPage(await listMailbox(c.get("db"))), 200);
});
