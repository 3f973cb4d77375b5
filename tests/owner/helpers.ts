// Owners in tests: accounts with a role on a site, and a browser that signs in and sends the
// session's xsrf token on state-changing calls, as the panel does.
import { env } from "cloudflare:workers";
import { hashPassword } from "../../worker/pages/access/password";
import type { ContributorRole } from "../../worker/owner/roles";
import { Visitor } from "../worker/helpers";

export const SESSION = "/api/owner/session";
export const PASSWORD = "correct horse battery";

let hash: Promise<string> | undefined;

/** An account with `role` on `websiteId`; every test account has PASSWORD. */
export async function addContributor(email: string, role: ContributorRole, websiteId = "site_demo") {
  const id = `own_${email.replace(/\W/g, "_")}`;
  await env.DB.batch([
    env.DB.prepare(
      "INSERT OR IGNORE INTO owner_accounts (id, email, email_key, password_hash) VALUES (?, ?, ?, ?)",
    ).bind(id, email, email.toLowerCase(), await (hash ??= hashPassword(PASSWORD))),
    env.DB.prepare(
      "INSERT OR REPLACE INTO site_contributors (website_id, account_id, role) VALUES (?, ?, ?)",
    ).bind(websiteId, id, role),
  ]);
  return id;
}

export class Owner extends Visitor {
  xsrfToken: string | undefined;

  override fetch(path: string, init: RequestInit = {}): Promise<Response> {
    const method = (init.method ?? "GET").toUpperCase();
    const headers = new Headers(init.headers);
    if (this.xsrfToken && method !== "GET" && !headers.has("x-xsrf-token")) {
      headers.set("x-xsrf-token", this.xsrfToken);
    }
    return super.fetch(path, { ...init, headers });
  }

  async signIn(email: string, password = PASSWORD, rememberMe = false): Promise<Response> {
    const res = await this.post(SESSION, { email, password, rememberMe });
    if (res.status === 200) this.xsrfToken = ((await res.clone().json()) as { xsrfToken: string }).xsrfToken;
    return res;
  }

  signOut(): Promise<Response> {
    return this.fetch(SESSION, { method: "DELETE", headers: { origin: this.origin } });
  }

  get sessionCookie(): string | undefined {
    return this.cookies.get("atelier_owner");
  }
}
