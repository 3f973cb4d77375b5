// Who is signed in: read once from GET /api/owner/session, kept for the page's life, replaced at
// sign-in and sign-out. The panel hides what the role may not use; the worker checks it anyway.
import type { Permission } from "../../worker/owner/permissions";
import type { SiteStatusJson } from "../../worker/site-status/status-json";
import { answer, api, ApiError, setXsrfToken } from "./api";

export interface Account {
  email: string;
  role: number;
  roleLabel: string;
  permissions: Permission[];
}

let current: Promise<Account | null> | undefined;
/** The site's status as of the last session read (the trial banner); null when signed out. */
let site: SiteStatusJson | null = null;

export const currentSite = (): SiteStatusJson | null => site;

async function read(): Promise<Account | null> {
  try {
    const body = await answer(api.session.$get());
    setXsrfToken(body.xsrfToken);
    site = body.site as SiteStatusJson;
    return body.account as Account;
  } catch (err) {
    if (err instanceof ApiError && (err.status === 401 || err.status === 403)) return null;
    throw err;
  }
}

export function currentAccount(): Promise<Account | null> {
  return (current ??= read().catch((err: unknown) => {
    current = undefined;
    throw err;
  }));
}

export async function signIn(input: {
  email: string;
  password: string;
  rememberMe: boolean;
}): Promise<Account> {
  const body = await answer(api.session.$post({ json: input }));
  setXsrfToken(body.xsrfToken);
  site = body.site as SiteStatusJson;
  const account = body.account as Account;
  current = Promise.resolve(account);
  return account;
}

/** Signs in with sign-up's one-time handover (routes/welcome.tsx); answers as signIn does. */
export async function redeemHandover(token: string): Promise<Account> {
  const body = await answer(api.handover.$post({ json: { token } }));
  setXsrfToken(body.xsrfToken);
  site = body.site as SiteStatusJson;
  const account = body.account as Account;
  current = Promise.resolve(account);
  return account;
}

export async function signOut(): Promise<void> {
  await answer(api.session.$delete());
  setXsrfToken(undefined);
  site = null;
  current = Promise.resolve(null);
}

export const can = (account: Account | null, permission: Permission) =>
  account?.permissions.includes(permission) ?? false;
