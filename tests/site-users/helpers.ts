// Members in tests: a browser that signs up, signs in and sends the session's xsrf token on
// state-changing calls, as client/site-user/account-api.ts does.
import { Visitor } from "../worker/helpers";

export const ACCOUNT = "/api/site-users/account";
export const MEMBER_SESSION = `${ACCOUNT}/session`;
export const LOCALE = `${ACCOUNT}/locale`;
export const MEMBER_PASSWORD = "member password 1";

export class Member extends Visitor {
  xsrfToken: string | undefined;

  override fetch(path: string, init: RequestInit = {}): Promise<Response> {
    const method = (init.method ?? "GET").toUpperCase();
    const headers = new Headers(init.headers);
    if (this.xsrfToken && method !== "GET" && !headers.has("x-xsrf-token")) {
      headers.set("x-xsrf-token", this.xsrfToken);
    }
    return super.fetch(path, { ...init, headers });
  }

  signUp(email: string, password = MEMBER_PASSWORD): Promise<Response> {
    return this.post(ACCOUNT, { email, password });
  }

  async signIn(email: string, password = MEMBER_PASSWORD, rememberMe = false): Promise<Response> {
    const res = await this.post(MEMBER_SESSION, { email, password, rememberMe });
    if (res.status === 200) this.xsrfToken = ((await res.clone().json()) as { xsrfToken: string }).xsrfToken;
    return res;
  }

  signOut(cloneCart?: boolean): Promise<Response> {
    const query = cloneCart === undefined ? "" : `?cloneCart=${cloneCart}`;
    return this.delete(`${MEMBER_SESSION}${query}`);
  }

  /** The SiteUserInfo cookie as page scripts read it. */
  get info(): { authenticated: boolean; siteUserId: string } | undefined {
    const raw = this.cookies.get("SiteUserInfo");
    return raw
      ? (JSON.parse(decodeURIComponent(raw)) as { authenticated: boolean; siteUserId: string })
      : undefined;
  }
}
