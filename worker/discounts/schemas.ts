// The body of a discount (owner calls and public API), shared by the worker and the panel's form.
// Amounts are minor units of the store currency; dates are ISO 8601 date-times (null = open).
import { z } from "zod";
import * as m from "./messages";

/** The kinds of coupons.kind (worker/db/schema.ts), repeated so the panel does not load drizzle. */
export const DISCOUNT_KINDS = ["PERCENTAGE", "FIXED_AMOUNT", "FREE_SHIPPING"] as const;
export type DiscountKind = (typeof DISCOUNT_KINDS)[number];

export const DISCOUNT_CODE_PATTERN = /^[A-Z0-9_-]{3,32}$/;
const MAX_PRODUCTS = 100;
const MAX_CATEGORIES = 50;

const wholeAtLeast = (min: number, message: string) =>
  z.number(message).int(message).min(min, message).max(Number.MAX_SAFE_INTEGER, message);
const isoDate = z.iso.datetime({ offset: true, error: m.DISCOUNT_DATE_INVALID }).nullable().default(null);

export const discountBody = z
  .object({
    automatic: z.boolean(m.DISCOUNT_CODE_REQUIRED).default(false),
    code: z
      .string(m.DISCOUNT_CODE_INVALID)
      .trim()
      .transform((c) => c.toUpperCase())
      .nullable()
      .default(null),
    name: z.string(m.DISCOUNT_NAME_TOO_LONG).trim().max(80, m.DISCOUNT_NAME_TOO_LONG).default(""),
    kind: z.enum(DISCOUNT_KINDS, m.DISCOUNT_KIND_REQUIRED),
    percentOff: z.number(m.DISCOUNT_PERCENT_INVALID).nullable().default(null),
    amountCents: z.number(m.DISCOUNT_AMOUNT_INVALID).nullable().default(null),
    minSubtotalCents: wholeAtLeast(0, m.DISCOUNT_MINIMUM_INVALID).default(0),
    startsAt: isoDate,
    endsAt: isoDate,
    maxUses: wholeAtLeast(1, m.DISCOUNT_MAX_USES_INVALID).nullable().default(null),
    maxUsesPerCustomer: wholeAtLeast(1, m.DISCOUNT_MAX_USES_PER_CUSTOMER_INVALID).nullable().default(null),
    productIds: z
      .array(
        z.string(m.DISCOUNT_PRODUCTS_INVALID).min(1, m.DISCOUNT_PRODUCTS_INVALID),
        m.DISCOUNT_PRODUCTS_INVALID,
      )
      .max(MAX_PRODUCTS, m.DISCOUNT_PRODUCTS_INVALID)
      .nullable()
      .default(null),
    categories: z
      .array(
        z.string(m.DISCOUNT_CATEGORIES_INVALID).trim().min(1, m.DISCOUNT_CATEGORIES_INVALID),
        m.DISCOUNT_CATEGORIES_INVALID,
      )
      .max(MAX_CATEGORIES, m.DISCOUNT_CATEGORIES_INVALID)
      .nullable()
      .default(null),
    enabled: z.boolean(m.DISCOUNT_ENABLED_REQUIRED).default(true),
  })
  .superRefine((d, ctx) => {
    const fail = (path: string, message: string) => ctx.addIssue({ code: "custom", path: [path], message });
    if (d.automatic) {
      if (d.code !== null && d.code !== "") fail("code", m.DISCOUNT_CODE_ON_AUTOMATIC);
      if (d.name === "") fail("name", m.DISCOUNT_NAME_REQUIRED);
      // The buyer could not remove it, so past their limit they could not check out at all.
      if (d.maxUsesPerCustomer !== null) fail("maxUsesPerCustomer", m.DISCOUNT_PER_CUSTOMER_ON_AUTOMATIC);
    } else if (d.code === null || d.code === "") {
      fail("code", m.DISCOUNT_CODE_REQUIRED);
    } else if (!DISCOUNT_CODE_PATTERN.test(d.code)) {
      fail("code", m.DISCOUNT_CODE_INVALID);
    }
    if (d.kind === "PERCENTAGE") {
      const p = d.percentOff;
      const hundredths = p === null ? 0 : p * 100;
      if (p === null || !(p > 0 && p <= 100) || Math.abs(hundredths - Math.round(hundredths)) > 1e-6) {
        fail("percentOff", m.DISCOUNT_PERCENT_INVALID);
      }
    }
    if (d.kind === "FIXED_AMOUNT") {
      const a = d.amountCents;
      if (a === null || !Number.isSafeInteger(a) || a < 1) fail("amountCents", m.DISCOUNT_AMOUNT_INVALID);
    }
    if (d.startsAt && d.endsAt && Date.parse(d.endsAt) <= Date.parse(d.startsAt)) {
      fail("endsAt", m.DISCOUNT_END_BEFORE_START);
    }
  })
  .transform((d) => ({
    automatic: d.automatic,
    code: d.automatic ? null : d.code!,
    name: d.name,
    kind: d.kind,
    percentBasisPoints: d.kind === "PERCENTAGE" ? Math.round(d.percentOff! * 100) : 0,
    amountCents: d.kind === "FIXED_AMOUNT" ? d.amountCents! : 0,
    minSubtotalCents: d.minSubtotalCents,
    startsAt: d.startsAt === null ? null : Date.parse(d.startsAt),
    endsAt: d.endsAt === null ? null : Date.parse(d.endsAt),
    maxUses: d.maxUses,
    maxUsesPerCustomer: d.maxUsesPerCustomer,
    productIds: d.productIds && d.productIds.length > 0 ? [...new Set(d.productIds)] : null,
    categories: d.categories && d.categories.length > 0 ? [...new Set(d.categories)] : null,
    enabled: d.enabled,
  }));
export type DiscountBody = z.input<typeof discountBody>;
export type DiscountInput = z.output<typeof discountBody>;

export const discountEnabledBody = z.object({ enabled: z.boolean(m.DISCOUNT_ENABLED_REQUIRED) });

export const DISCOUNT_STATUSES = ["active", "scheduled", "expired", "used-up", "disabled"] as const;
export type DiscountStatus = (typeof DISCOUNT_STATUSES)[number];

/** A discount as the owner calls and the public API answer it. */
export interface DiscountJson {
  id: string;
  name: string;
  /** null for an automatic discount. */
  code: string | null;
  automatic: boolean;
  kind: DiscountKind;
  /** PERCENTAGE: e.g. 12.5; null otherwise. */
  percentOff: number | null;
  /** FIXED_AMOUNT: minor units; null otherwise. */
  amountCents: number | null;
  minSubtotalCents: number;
  startsAt: string | null;
  endsAt: string | null;
  maxUses: number | null;
  maxUsesPerCustomer: number | null;
  uses: number;
  productIds: string[] | null;
  categories: string[] | null;
  enabled: boolean;
  status: DiscountStatus;
  createdOn: string;
}
