// /config and everything under it: the owner panel's shell (worker/owner/shell.tsx); the panel's
// router picks the screen in the browser. Private and never stored (the edge cache skips /config
// too), and never framed by another site.
import { Hono, type Context } from "hono";
import type { AppEnv } from "../http/app-env";
import { CSP_ENABLED, panelContentSecurityPolicy } from "../http/content-security-policy";
import { panelShell } from "../owner/shell";

const shell = async (c: Context<AppEnv>) => {
  c.header("Cache-Control", "private, no-store");
  c.header("X-Frame-Options", "DENY");
  if (CSP_ENABLED) c.header("Content-Security-Policy", await panelContentSecurityPolicy());
  else c.header("Content-Security-Policy", "frame-ancestors 'none'");
  return c.html(panelShell());
};

export const config = new Hono<AppEnv>().get("/", shell).get("/*", shell);
