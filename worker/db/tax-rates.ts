// A store's tax rates (the tax_rules rows worker/pricing/tax.ts prices with) and its "prices
// include tax" switch, as the owner calls and the public API read and write them (docs/taxes.md).
import { and, asc, eq, max, ne } from "drizzle-orm";
import { newId } from "../email/outbox";
import { ratePercentText } from "../pricing/tax";
import type { TaxRate, TaxRateInput } from "../taxes/tax-rate-schema";
import type { Db } from "./client";
import { taxRules, websites } from "./schema";

const columns = {
  id: taxRules.id,
  name: taxRules.name,
  country: taxRules.country,
  region: taxRules.region,
  ratePpm: taxRules.ratePpm,
  taxShipping: taxRules.taxShipping,
  position: taxRules.position,
};

const answer = (row: Omit<TaxRate, "rate"> & { ratePpm: number }): TaxRate => ({
  id: row.id,
  name: row.name,
  country: row.country,
  region: row.region,
  rate: ratePercentText(row.ratePpm),
  taxShipping: row.taxShipping,
  position: row.position,
});

export async function listTaxRates(db: Db, websiteId: string): Promise<TaxRate[]> {
  const rows = await db
    .select(columns)
    .from(taxRules)
    .where(eq(taxRules.websiteId, websiteId))
    .orderBy(asc(taxRules.country), asc(taxRules.region), asc(taxRules.position), asc(taxRules.id))
    .all();
  return rows.map(answer);
}

export async function findTaxRate(db: Db, websiteId: string, id: string): Promise<TaxRate | undefined> {
  const row = await db
    .select(columns)
    .from(taxRules)
    .where(and(eq(taxRules.websiteId, websiteId), eq(taxRules.id, id)))
    .get();
  return row ? answer(row) : undefined;
}

/** Whether another rate of the store has this name for the same place (any case). */
export async function hasNamesake(
  db: Db,
  websiteId: string,
  input: TaxRateInput,
  exceptId?: string,
): Promise<boolean> {
  const rows = await db
    .select({ id: taxRules.id, name: taxRules.name, region: taxRules.region })
    .from(taxRules)
    .where(
      and(
        eq(taxRules.websiteId, websiteId),
        eq(taxRules.country, input.country),
        exceptId ? ne(taxRules.id, exceptId) : undefined,
      ),
    )
    .all();
  const name = input.name.toLowerCase();
  return rows.some((r) => r.region === input.region && r.name.toLowerCase() === name);
}

/** A new rate, listed after the store's others (position decides the order rules apply in). */
export async function createTaxRate(db: Db, websiteId: string, input: TaxRateInput): Promise<TaxRate> {
  const last = await db
    .select({ position: max(taxRules.position) })
    .from(taxRules)
    .where(eq(taxRules.websiteId, websiteId))
    .get();
  const row = {
    id: newId("tax"),
    websiteId,
    name: input.name,
    country: input.country,
    region: input.region,
    ratePpm: input.rate,
    taxShipping: input.taxShipping,
    position: (last?.position ?? -1) + 1,
  };
  await db.insert(taxRules).values(row);
  return answer(row);
}

export async function updateTaxRate(
  db: Db,
  websiteId: string,
  id: string,
  input: TaxRateInput,
): Promise<TaxRate | undefined> {
  const row = await db
    .update(taxRules)
    .set({
      name: input.name,
      country: input.country,
      region: input.region,
      ratePpm: input.rate,
      taxShipping: input.taxShipping,
    })
    .where(and(eq(taxRules.websiteId, websiteId), eq(taxRules.id, id)))
    .returning(columns)
    .get();
  return row ? answer(row) : undefined;
}

export async function deleteTaxRate(db: Db, websiteId: string, id: string): Promise<boolean> {
  const gone = await db
    .delete(taxRules)
    .where(and(eq(taxRules.websiteId, websiteId), eq(taxRules.id, id)))
    .returning({ id: taxRules.id })
    .all();
  return gone.length > 0;
}

export async function readPricesIncludeTax(db: Db, websiteId: string): Promise<boolean> {
  const row = await db
    .select({ pricesIncludeTax: websites.pricesIncludeTax })
    .from(websites)
    .where(eq(websites.id, websiteId))
    .get();
  return row?.pricesIncludeTax ?? false;
}

export async function writePricesIncludeTax(db: Db, websiteId: string, on: boolean): Promise<void> {
  await db.update(websites).set({ pricesIncludeTax: on }).where(eq(websites.id, websiteId));
}
