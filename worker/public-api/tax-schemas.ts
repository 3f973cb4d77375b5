// The public API's tax-rate shapes (docs/taxes.md), registered for the OpenAPI document: the
// bodies are the very schemas the calls validate with (taxes/tax-rate-schema.ts).
import { z } from "zod";
import { taxRateBody, taxSettingsBody } from "../taxes/tax-rate-schema";
import { publicApiRegistry } from "./schemas";

publicApiRegistry.add(taxRateBody, {
  id: "TaxRateInput",
  description:
    "A tax rate to make or to put in place of one: rate is a percent (text or number) with at most 4 " +
    "decimals; region is a code of the country's regions, or null for the whole country.",
});
publicApiRegistry.add(taxSettingsBody, {
  id: "TaxSettings",
  description: "Whether the store's prices are entered with tax included.",
});

export const publicTaxRate = z.object({
  id: z.string(),
  name: z.string(),
  country: z.string().describe("ISO 3166-1 alpha-2; US territories are regions of US."),
  region: z.string().nullable().describe("A region code of the country; null for the whole country."),
  rate: z.string().describe('The percent as decimal text: "20", "8.875".'),
  taxShipping: z.boolean().describe("Whether the shipping cost is taxed too."),
  position: z.number().int().describe("Order of application among the rates of one place."),
});
publicApiRegistry.add(publicTaxRate, { id: "TaxRate" });

const oneTaxRate = z.object({ taxRate: publicTaxRate });
publicApiRegistry.add(oneTaxRate, { id: "TaxRateAnswer" });

const taxRateList = z.object({ taxRates: z.array(publicTaxRate), pricesIncludeTax: z.boolean() });
publicApiRegistry.add(taxRateList, {
  id: "TaxRateList",
  description:
    "Every tax rate of the store (not paged: a store has a few) and the prices-include-tax switch.",
});
