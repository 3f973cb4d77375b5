// A store's tax rates, the same calls for the owner (/api/owner/taxes, owner-taxes.ts) and the
// public API (/api/public/v1/taxes); only the gate differs (docs/taxes.md):
//   GET    /                 -> { taxRates, pricesIncludeTax }
//   POST   /  {name, country, region, rate, taxShipping} -> 201 { taxRate }
//   PUT    /{taxRateId}  (the same body)                  -> { taxRate }
//   DELETE /{taxRateId}                                    -> 204
//   PUT    /settings  {pricesIncludeTax}                   -> { pricesIncludeTax }
import { Hono, type MiddlewareHandler } from "hono";
import {
  createTaxRate,
  deleteTaxRate,
  hasNamesake,
  listTaxRates,
  readPricesIncludeTax,
  updateTaxRate,
  writePricesIncludeTax,
} from "../db/tax-rates";
import type { AppEnv } from "../http/app-env";
import { apiError } from "../http/errors";
import { limitBody, requireJson, validate } from "../http/validation";
import {
  duplicateTaxRate,
  taxRateBody,
  taxRateNotFound,
  taxSettingsBody,
  type TaxRatesAnswer,
} from "../taxes/tax-rate-schema";

const place = (country: string, region: string | null) => (region ? `${country}-${region}` : country);

export const taxRateRoutes = (read: MiddlewareHandler<AppEnv>, write: MiddlewareHandler<AppEnv>) =>
  new Hono<AppEnv>()
    .get("/", read, async (c) => {
      const db = c.get("db");
      const websiteId = c.get("website").id;
      const [taxRates, pricesIncludeTax] = await Promise.all([
        listTaxRates(db, websiteId),
        readPricesIncludeTax(db, websiteId),
      ]);
      return c.json({ taxRates, pricesIncludeTax } satisfies TaxRatesAnswer, 200);
    })
    .put("/settings", write, requireJson, limitBody(), validate("json", taxSettingsBody), async (c) => {
      const { pricesIncludeTax } = c.req.valid("json");
      await writePricesIncludeTax(c.get("db"), c.get("website").id, pricesIncludeTax);
      return c.json({ pricesIncludeTax }, 200);
    })
    .post("/", write, requireJson, limitBody(), validate("json", taxRateBody), async (c) => {
      const input = c.req.valid("json");
      const db = c.get("db");
      const websiteId = c.get("website").id;
      if (await hasNamesake(db, websiteId, input)) {
        return apiError(c, 409, duplicateTaxRate(input.name, place(input.country, input.region)));
      }
      return c.json({ taxRate: await createTaxRate(db, websiteId, input) }, 201);
    })
    .put("/:taxRateId", write, requireJson, limitBody(), validate("json", taxRateBody), async (c) => {
      const id = c.req.param("taxRateId");
      const input = c.req.valid("json");
      const db = c.get("db");
      const websiteId = c.get("website").id;
      if (await hasNamesake(db, websiteId, input, id)) {
        return apiError(c, 409, duplicateTaxRate(input.name, place(input.country, input.region)));
      }
      const taxRate = await updateTaxRate(db, websiteId, id, input);
      if (!taxRate) return apiError(c, 404, taxRateNotFound(id));
      return c.json({ taxRate }, 200);
    })
    .delete("/:taxRateId", write, async (c) => {
      const id = c.req.param("taxRateId");
      if (!(await deleteTaxRate(c.get("db"), c.get("website").id, id))) {
        return apiError(c, 404, taxRateNotFound(id));
      }
      return c.body(null, 204);
    });
