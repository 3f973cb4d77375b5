// The demo owner's API in a browser context of its own, signed in through POST /api/owner/session:
// for reading and putting back the demo data that every browser test file shares (one store per
// run), also after a failed test, whatever state its own page was left in.
import type { APIResponse, Browser } from "playwright-core";
import { expect } from "vitest";
import { DEMO_OWNER_EMAIL, DEMO_OWNER_PASSWORD } from "../../worker/seed/demo-owner-login";

export interface OwnerApi {
  /** GET `path`, expecting 200; its JSON body. */
  read<T>(path: string): Promise<T>;
  /** A state-changing call with the crumb, the Origin and the session's xsrf token. */
  send(method: "POST" | "PUT" | "PATCH" | "DELETE", path: string, data?: unknown): Promise<APIResponse>;
  close(): Promise<void>;
}

export async function ownerApi(browser: Browser, store: string): Promise<OwnerApi> {
  const context = await browser.newContext();
  const api = context.request;
  await api.get(`${store}/api/commerce/shopping-cart`);
  const crumb = (await context.cookies()).find((c) => c.name === "crumb")!.value;
  const headers = { "x-csrf-token": crumb, origin: store };
  const session = await api.post(`${store}/api/owner/session`, {
    headers,
    data: { email: DEMO_OWNER_EMAIL, password: DEMO_OWNER_PASSWORD, rememberMe: false },
  });
  expect(session.status()).toBe(200);
  const { xsrfToken } = (await session.json()) as { xsrfToken: string };
  return {
    async read<T>(path: string) {
      const res = await api.get(`${store}${path}`);
      expect(res.status()).toBe(200);
      return (await res.json()) as T;
    },
    send: (method, path, data) =>
      api.fetch(`${store}${path}`, { method, headers: { ...headers, "x-xsrf-token": xsrfToken }, data }),
    close: () => context.close(),
  };
}

/** The demo's main navigation: Home, Shop, Contact. */
export const DEMO_MAIN_NAVIGATION = {
  fieldName: "mainNav",
  templateId: "default",
  navigation: {
    items: [{ collectionId: "col_home" }, { collectionId: "col_shop" }, { collectionId: "col_contact" }],
  },
};

/** Puts the demo's main navigation back, as the owner, through the API. */
export async function restoreDemoNavigation(browser: Browser, store: string): Promise<void> {
  const owner = await ownerApi(browser, store);
  try {
    const res = await owner.send("POST", "/api/widget/UpdateNavigation", DEMO_MAIN_NAVIGATION);
    expect(res.status()).toBe(200);
  } finally {
    await owner.close();
  }
}

/** The site's stored styles (GET /api/owner/site-styles). */
export const readSiteStyles = async (owner: OwnerApi): Promise<unknown> =>
  (await owner.read<{ styles: unknown }>("/api/owner/site-styles")).styles;

/** Stores `styles` as the site's styles again. */
export async function putSiteStyles(owner: OwnerApi, styles: unknown): Promise<void> {
  expect((await owner.send("PUT", "/api/owner/site-styles", styles)).status()).toBe(200);
}

/** The demo mug's variant and its seeded stock, which the buying tests put back. */
export const DEMO_MUG_STOCK = { variantId: "var_mug", qtyInStock: 5 };

/**
 * Puts a variant's stock back, as the owner: a test file that buys leaves the store every browser
 * file shares as it found it (the mug has 5, and the order the files run in changes).
 */
export async function putBackStock(
  browser: Browser,
  store: string,
  { variantId, qtyInStock }: { variantId: string; qtyInStock: number },
): Promise<void> {
  const owner = await ownerApi(browser, store);
  try {
    const res = await owner.send("PUT", `/api/commerce/inventory/variants/${variantId}`, { qtyInStock });
    expect(res.status()).toBe(200);
  } finally {
    await owner.close();
  }
}
