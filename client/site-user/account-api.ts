// A member's sign-in, sign-out and language (spec section 7) from page scripts. Each state-
// changing call carries the crumb (islands/crumb.ts) and the session's xsrf token; sign-out is
// repeated once when the crumb was refused (the refusal brings a fresh crumb cookie), as the spec
// says. The xsrf token lives in memory; after a reload it is asked for again.
import { SESSION_EXPIRED } from "../../worker/commerce/messages";
import { SERVER_ERROR } from "../../worker/http/messages";
import { CRUMB_HEADER, readCrumb } from "../islands/crumb";

export const ACCOUNT_PATH = "/api/site-users/account";
export const UNABLE_TO_CONNECT = "Unable to connect. Please try again.";
const XSRF_HEADER = "X-XSRF-Token";

export interface SiteUser {
  id: string;
  email: string;
  locale: string | null;
}

export type AccountOutcome<T = undefined> = { ok: true; value: T } | { ok: false; message: string };

export interface AccountDeps {
  fetch: (path: string, init?: RequestInit) => Promise<Response>;
  /** The page's cookies as `document.cookie` shows them, read at call time. */
  cookies: () => string;
}

const browserDeps = (): AccountDeps => ({
  fetch: (path, init) => fetch(path, init),
  cookies: () => (globalThis as { document?: { cookie?: string } }).document?.cookie ?? "",
});

async function messageOf(res: Response): Promise<string> {
  const body = (await res.json().catch(() => ({}))) as { message?: unknown };
  return typeof body.message === "string" && body.message ? body.message : SERVER_ERROR;
}

export function createSiteUserAccount(deps: AccountDeps = browserDeps()) {
  let xsrfToken: string | undefined;

  function send(path: string, method: "POST" | "DELETE", body?: unknown): Promise<Response> {
    const crumb = readCrumb(deps.cookies());
    return deps.fetch(path, {
      method,
      headers: {
        accept: "application/json",
        ...(body === undefined ? {} : { "content-type": "application/json" }),
        ...(crumb ? { [CRUMB_HEADER]: crumb } : {}),
        ...(xsrfToken ? { [XSRF_HEADER]: xsrfToken } : {}),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  }

  /** The session's xsrf token, asked for once after a reload; undefined when nobody is signed in. */
  async function ensureXsrf(): Promise<string | undefined> {
    if (xsrfToken) return xsrfToken;
    const res = await deps.fetch(`${ACCOUNT_PATH}/session`, { headers: { accept: "application/json" } });
    if (!res.ok) return void (await res.body?.cancel());
    xsrfToken = ((await res.json()) as { xsrfToken: string }).xsrfToken;
    return xsrfToken;
  }

  async function attempt<T>(call: () => Promise<AccountOutcome<T>>): Promise<AccountOutcome<T>> {
    try {
      return await call();
    } catch {
      return { ok: false, message: UNABLE_TO_CONNECT };
    }
  }

  return {
    signIn: (email: string, password: string, rememberMe = false) =>
      attempt<SiteUser>(async () => {
        const res = await send(`${ACCOUNT_PATH}/session`, "POST", { email, password, rememberMe });
        if (!res.ok) return { ok: false, message: await messageOf(res) };
        const body = (await res.json()) as { xsrfToken: string; siteUser: SiteUser };
        xsrfToken = body.xsrfToken;
        return { ok: true, value: body.siteUser };
      }),

    /** Signs out; with cloneCart the browser keeps a copy of the member's cart. */
    signOut: (cloneCart = false) =>
      attempt(async () => {
        await ensureXsrf();
        const path = `${ACCOUNT_PATH}/session?cloneCart=${cloneCart}`;
        let res = await send(path, "DELETE");
        if (res.status === 403 && (await messageOf(res.clone())) === SESSION_EXPIRED) {
          await res.body?.cancel();
          res = await send(path, "DELETE");
        }
        if (!res.ok) return { ok: false, message: await messageOf(res) };
        xsrfToken = undefined;
        return { ok: true, value: undefined };
      }),

    /**
     * Saves the member's language, only when the page's translation language is not one of the
     * site's custom languages (spec section 7); otherwise nothing is sent.
     */
    saveLocale: (language: string, customLanguages: readonly string[] = []) =>
      attempt<{ sent: boolean }>(async () => {
        if (customLanguages.includes(language)) return { ok: true, value: { sent: false } };
        await ensureXsrf();
        const res = await send(`${ACCOUNT_PATH}/locale`, "POST", { language });
        if (!res.ok) return { ok: false, message: await messageOf(res) };
        await res.body?.cancel();
        return { ok: true, value: { sent: true } };
      }),
  };
}
