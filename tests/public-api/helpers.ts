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
