// The store's settings as commerce-preferences namespaces (issue 20, docs/store-settings.md): each
// known namespace has a strict schema; a PUT is checked against it and written to the website
// columns the worker already reads, and a GET answers those columns. Other namespaces stay
// free-form (preferences.ts). A plain module shared by the worker and the panel.
import { z } from "zod";
import { CAPTCHA_PROVIDERS } from "../forms/captcha-props";
import { CURRENCIES } from "./currency";
import { PREFERENCES_OBJECT } from "./preferences";

const MAX_CENTS = 100_000_000_00;
const cents = (message: string) => z.number(message).int(message).min(0, message).max(MAX_CENTS, message);
const on = (name: string) => z.boolean(`Say true or false for ${name}.`);

export const STORE_NAME_MISSING = "Give the store a name (up to 200 characters).";
export const CONTACT_EMAIL_INVALID = "Enter an email address, like name@example.com, or leave it empty.";
export const ADDRESS_TOO_LONG = "Keep the address to at most 500 characters.";
export const CURRENCY_UNKNOWN = `Choose one of the store currencies: ${CURRENCIES.join(", ")}.`;
export const ORDER_NUMBER_START_INVALID = "The next order number is a whole number from 1.";
export const orderNumberTooLow = (next: number) =>
  `Order numbers up to ${next - 1} are taken: the next order number can only be ${next} or more.`;
export const MINIMUM_SUBTOTAL_INVALID = "The minimum subtotal is a whole number of cents, 0 or more.";
export const INSTALMENT_CENTS_INVALID = "Instalment amounts are whole numbers of cents, 0 or more.";
export const INSTALMENT_RANGE_INVALID = "The largest amount must be at least the smallest.";
export const CAPTCHA_PROVIDER_UNKNOWN = `Choose a captcha provider: ${CAPTCHA_PROVIDERS.join(" or ")}.`;
export const CAPTCHA_SITE_KEY_INVALID =
  "The site key is the provider's public key (up to 200 characters), or null for no captcha.";
export const PIXEL_ID_INVALID = "The pixel id is up to 100 letters, digits, '_' or '-', or empty.";
export const unknownSetting = (namespace: string, key: string) => `'${key}' is not a ${namespace} setting.`;

const store = z.strictObject({
  name: z.string(STORE_NAME_MISSING).trim().min(1, STORE_NAME_MISSING).max(200, STORE_NAME_MISSING),
  address: z.string(ADDRESS_TOO_LONG).max(500, ADDRESS_TOO_LONG),
  contactEmail: z.union([z.literal(""), z.email(CONTACT_EMAIL_INVALID).max(254)], CONTACT_EMAIL_INVALID),
  currency: z.enum(CURRENCIES, CURRENCY_UNKNOWN),
  /** The number the next paid order gets; it only goes up (db/store-settings.ts). */
  orderNumberStart: z
    .number(ORDER_NUMBER_START_INVALID)
    .int(ORDER_NUMBER_START_INVALID)
    .min(1, ORDER_NUMBER_START_INVALID)
    .max(1_000_000_000, ORDER_NUMBER_START_INVALID),
});

const checkout = z.strictObject({
  minimumSubtotalCents: cents(MINIMUM_SUBTOTAL_INVALID),
  expressCheckout: on("expressCheckout"),
});

const instalments = z
  .strictObject({ minCents: cents(INSTALMENT_CENTS_INVALID), maxCents: cents(INSTALMENT_CENTS_INVALID) })
  .refine((r) => r.maxCents >= r.minCents, { message: INSTALMENT_RANGE_INVALID, path: ["maxCents"] });

const restock = z.strictObject({
  /** Products without their own switch offer the sign-up on sold-out variants. */
  signupsByDefault: on("signupsByDefault"),
  autoNotify: on("autoNotify"),
});

const captcha = z.strictObject({
  provider: z.enum(CAPTCHA_PROVIDERS, CAPTCHA_PROVIDER_UNKNOWN),
  siteKey: z
    .string(CAPTCHA_SITE_KEY_INVALID)
    .trim()
    .min(1, CAPTCHA_SITE_KEY_INVALID)
    .max(200, CAPTCHA_SITE_KEY_INVALID)
    .nullable(),
});

const analytics = z.strictObject({
  /** The visitor census (off = censusDisabled). */
  census: on("census"),
  /** Cookie-banner mode: non-essential cookies only after the visitor's consent (restrictiveCookies). */
  cookieConsentRequired: on("cookieConsentRequired"),
  performance: on("performance"),
  pixelId: z.string(PIXEL_ID_INVALID).regex(/^[A-Za-z0-9_-]{0,100}$/, PIXEL_ID_INVALID),
});

export const STORE_SETTINGS_SCHEMAS = { store, checkout, instalments, restock, captcha, analytics } as const;

export type StoreSettingsNamespace = keyof typeof STORE_SETTINGS_SCHEMAS;
export type StoreSettings = { [N in StoreSettingsNamespace]: z.output<(typeof STORE_SETTINGS_SCHEMAS)[N]> };

export const STORE_SETTINGS_NAMESPACES = Object.keys(STORE_SETTINGS_SCHEMAS) as StoreSettingsNamespace[];

export const isStoreSettingsNamespace = (namespace: string): namespace is StoreSettingsNamespace =>
  Object.hasOwn(STORE_SETTINGS_SCHEMAS, namespace);

/**
 * A body checked against its namespace's schema: the settings, or the first problem as
 * "<field>: <message>". A body's websiteId is dropped first, as for any namespace.
 */
export function parseStoreSettings<N extends StoreSettingsNamespace>(
  namespace: N,
  body: unknown,
): { ok: true; settings: StoreSettings[N] } | { ok: false; message: string } {
  if (typeof body !== "object" || body === null || Array.isArray(body)) {
    return { ok: false, message: PREFERENCES_OBJECT };
  }
  const { websiteId: _dropped, ...rest } = body as Record<string, unknown>;
  const result = STORE_SETTINGS_SCHEMAS[namespace].safeParse(rest);
  if (result.success) return { ok: true, settings: result.data as StoreSettings[N] };
  const issue = result.error.issues[0]!;
  if (issue.code === "unrecognized_keys")
    return { ok: false, message: unknownSetting(namespace, issue.keys[0]!) };
  const where = issue.path.length > 0 ? `${issue.path.join(".")}: ` : "";
  return { ok: false, message: where + issue.message };
}
