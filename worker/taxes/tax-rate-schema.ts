// A tax rate as the owner writes it (docs/taxes.md): a name, a country, optionally one of the
// country's regions (worker/pricing/regions.ts), a percent with at most 4 decimals, and whether
// shipping is taxed. Browser-safe: the panel's form checks with the same schema the worker does.
import { z } from "zod";
import {
  AU_REGIONS,
  CA_REGIONS,
  ES_REGIONS,
  FR_REGIONS,
  GB_REGIONS,
  IE_REGIONS,
  NO_REGIONS,
  NZ_REGIONS,
  SE_REGIONS,
  US_REGIONS,
  type Region,
} from "../pricing/regions";
import { US_TERRITORIES } from "../pricing/us-tax-geography";

export const TAX_NAME_RULE = "Name the rate in 1 to 80 characters, such as VAT or Sales tax.";
export const TAX_COUNTRY_RULE = "Choose a country: a two-letter code such as US or GB.";
export const TAX_RATE_RULE = "Enter the rate as a percent from 0 to 100, with at most 4 decimals.";
export const TAX_SHIPPING_RULE = "taxShipping must be true or false.";
export const PRICES_INCLUDE_TAX_RULE = "pricesIncludeTax must be true or false.";
export const regionNotInCountry = (region: string, country: string) =>
  `${region} is not a region of ${country}: leave the region empty or choose one from the list.`;
export const taxRateNotFound = (id: string) => `There is no tax rate ${id} on this site.`;
export const duplicateTaxRate = (name: string, place: string) =>
  `There is already a rate named ${name} for ${place}.`;

/** The regions a rate may name, per country; US territories are taxed as regions of US. */
export const TAX_REGIONS: Readonly<Record<string, readonly Region[]>> = {
  US: [...US_REGIONS, ...Object.entries(US_TERRITORIES).map(([code, name]) => ({ code, name }))],
  CA: CA_REGIONS,
  AU: AU_REGIONS,
  GB: GB_REGIONS,
  FR: FR_REGIONS,
  NZ: NZ_REGIONS,
  NO: NO_REGIONS,
  SE: SE_REGIONS,
  ES: ES_REGIONS,
  IE: IE_REGIONS,
};

export const regionsOf = (country: string): readonly Region[] => TAX_REGIONS[country] ?? [];

/** "8.875" -> 88750 parts per million; undefined when not a percent from 0 to 100 with ≤ 4 decimals. */
export function percentToPpm(text: string): number | undefined {
  const match = /^(\d{1,3})(?:\.(\d{1,4}))?$/.exec(text.trim());
  if (!match) return undefined;
  const ppm = Number(match[1]) * 10_000 + Number((match[2] ?? "").padEnd(4, "0"));
  return ppm <= 1_000_000 ? ppm : undefined;
}

const US_TERRITORY_CODES = Object.keys(US_TERRITORIES);

export const taxRateBody = z
  .object({
    name: z.string(TAX_NAME_RULE).trim().min(1, TAX_NAME_RULE).max(80, TAX_NAME_RULE),
    country: z
      .string(TAX_COUNTRY_RULE)
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{2}$/, TAX_COUNTRY_RULE),
    /** Empty or null: the whole country. */
    region: z
      .string()
      .trim()
      .toUpperCase()
      .max(8)
      .nullish()
      .transform((r) => r || null),
    /** A percent as text or a number: "20", "8.875", 7.25. */
    rate: z.union([z.string(), z.number()], TAX_RATE_RULE).transform((rate, ctx) => {
      const ppm = percentToPpm(String(rate));
      if (ppm === undefined) {
        ctx.addIssue({ code: "custom", message: TAX_RATE_RULE });
        return z.NEVER;
      }
      return ppm;
    }),
    taxShipping: z.boolean(TAX_SHIPPING_RULE).default(false),
  })
  // A territory picked as a country is written as the spec's US tax geography: US, region PR.
  .transform((rate) =>
    US_TERRITORY_CODES.includes(rate.country) ? { ...rate, country: "US", region: rate.country } : rate,
  )
  .superRefine((rate, ctx) => {
    if (rate.region && !regionsOf(rate.country).some((r) => r.code === rate.region)) {
      ctx.addIssue({
        code: "custom",
        path: ["region"],
        message: regionNotInCountry(rate.region, rate.country),
      });
    }
  });
export type TaxRateInput = z.output<typeof taxRateBody>;

export const taxSettingsBody = z.object({ pricesIncludeTax: z.boolean(PRICES_INCLUDE_TAX_RULE) });

/** A tax rate as the owner calls and the public API answer it. */
export interface TaxRate {
  id: string;
  name: string;
  country: string;
  /** A region code of the country, or null for the whole country. */
  region: string | null;
  /** The percent as decimal text: "20", "8.875". */
  rate: string;
  taxShipping: boolean;
  position: number;
}

export interface TaxRatesAnswer {
  taxRates: TaxRate[];
  pricesIncludeTax: boolean;
}
