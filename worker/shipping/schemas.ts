// Request shapes of the shipping calls (owner panel and public API), shared with the panel's
// forms. Plain zod, browser-safe.
import { z } from "zod";
import { SHIPPING_RATE_KINDS } from "../db/schema";
import {
  AMOUNT_INVALID,
  BRACKET_RANGE_INVALID,
  BRACKETS_REQUIRED,
  COUNTRIES_REQUIRED,
  COUNTRY_INVALID,
  PICKUP_INSTRUCTIONS_REQUIRED,
  RATE_NAME_REQUIRED,
  RATE_NAME_TOO_LONG,
  REGION_INVALID,
  ZONE_NAME_REQUIRED,
  ZONE_NAME_TOO_LONG,
} from "./messages";

const cents = z
  .number(AMOUNT_INVALID)
  .int(AMOUNT_INVALID)
  .min(0, AMOUNT_INVALID)
  .max(100_000_000, AMOUNT_INVALID);

const country = z
  .string(COUNTRY_INVALID)
  .trim()
  .toUpperCase()
  .regex(/^([A-Z]{2}|\*)$/, COUNTRY_INVALID);

const region = z
  .string(REGION_INVALID)
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}-[A-Z0-9]{1,3}$/, REGION_INVALID);

export const zoneBody = z
  .object({
    name: z.string(ZONE_NAME_REQUIRED).trim().min(1, ZONE_NAME_REQUIRED).max(100, ZONE_NAME_TOO_LONG),
    countries: z.array(country, COUNTRIES_REQUIRED).min(1, COUNTRIES_REQUIRED).max(250),
    regions: z.array(region, REGION_INVALID).max(500).default([]),
  })
  .superRefine((z0, ctx) => {
    if (z0.regions.some((r) => !z0.countries.includes(r.slice(0, 2)))) {
      ctx.addIssue({ code: "custom", path: ["regions"], message: REGION_INVALID });
    }
  })
  .transform((z0) => ({
    ...z0,
    countries: [...new Set(z0.countries)],
    regions: [...new Set(z0.regions)],
  }));
export type ZoneBody = z.input<typeof zoneBody>;

const bracket = z.object({
  fromCents: cents,
  toCents: cents.nullable().default(null),
  priceCents: cents,
});

export const rateBody = z
  .object({
    name: z.string(RATE_NAME_REQUIRED).trim().min(1, RATE_NAME_REQUIRED).max(100, RATE_NAME_TOO_LONG),
    kind: z.enum(SHIPPING_RATE_KINDS),
    rateCents: cents.default(0),
    perKgCents: cents.default(0),
    minSubtotalCents: cents.default(0),
    brackets: z.array(bracket).max(50).default([]),
    pickupInstructions: z.string().trim().max(1000).default(""),
    enabled: z.boolean().default(true),
  })
  .superRefine((r, ctx) => {
    if (r.kind === "SUBTOTAL" && r.brackets.length === 0) {
      ctx.addIssue({ code: "custom", path: ["brackets"], message: BRACKETS_REQUIRED });
    }
    if (r.brackets.some((b) => b.toCents !== null && b.toCents <= b.fromCents)) {
      ctx.addIssue({ code: "custom", path: ["brackets"], message: BRACKET_RANGE_INVALID });
    }
    if (r.kind === "PICKUP" && r.pickupInstructions === "") {
      ctx.addIssue({ code: "custom", path: ["pickupInstructions"], message: PICKUP_INSTRUCTIONS_REQUIRED });
    }
  });
export type RateBody = z.input<typeof rateBody>;
