// Public API calls as a script would make them: no cookies, no crumb, a Bearer key.
import { exports } from "cloudflare:workers";
import { ContributorRole } from "../../worker/owner/roles";
import { addContributor, Owner } from "../owner/helpers";
import { ORIGIN, Visitor } from "../worker/helpers";

export const PUBLIC = "/api/public/v1";
export const KEYS = "/api/owner/api-keys";

export function withKey(key: string | undefined, path: string, init: RequestInit = {}, origin = ORIGIN) {
  const headers = new Headers(init.headers);
  if (key !== undefined) headers.set("authorization", `Bearer ${key}`);
  return exports.default.fetch(new Request(origin + PUBLIC + path, { ...init, headers }));
}

export const putStock = (key: string, variantId: string, qtyInStock: unknown) =>
  withKey(key, `/inventory/${variantId}`, {
    method: "PUT",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ qtyInStock }),
  });

/** An administrator of the demo site, signed in (the first request seeds the demo site). */
export async function signedInAdmin(email: string): Promise<Owner> {
  await new Visitor().fetch("/api/commerce/shopping-cart");
  await addContributor(email, ContributorRole.ADMIN);
  const owner = new Owner();
  const res = await owner.signIn(email);
  if (res.status !== 200) throw new Error(`sign-in: ${res.status}`);
  return owner;
}

/** A call with a key and, when given, a JSON body. */
export const sendWithKey = (key: string | undefined, method: string, path: string, body?: unknown) =>
  withKey(key, path, {
    method,
    ...(body === undefined
      ? {}
      : { headers: { "content-type": "application/json" }, body: JSON.stringify(body) }),
  });

/** Keys made by a signed-in administrator of the demo site, one per name with its scopes. */
export async function makeKeys<Name extends string>(
  adminEmail: string,
  scopesByName: Record<Name, readonly string[]>,
): Promise<Record<Name, string>> {
  const admin = await signedInAdmin(adminEmail);
  const keys = {} as Record<Name, string>;
  for (const [name, scopes] of Object.entries(scopesByName) as [Name, readonly string[]][]) {
    const res = await admin.post(KEYS, { name: `${adminEmail} ${name}`, scopes });
    if (res.status !== 201) throw new Error(`making the ${name} key: ${res.status}`);
    keys[name] = ((await res.json()) as { key: string }).key;
  }
  return keys;
}
