// A store's shipping zones and their rates in D1 (docs/shipping.md): the owner's and the public
// API's reads and writes, and the flattened options pricing reads (worker/pricing/shipping.ts).
import { and, asc, eq, sql } from "drizzle-orm";
import type { ShippingOptionDefinition } from "../pricing/shipping";
import type { rateBody, zoneBody } from "../shipping/schemas";
import type { z } from "zod";
import type { Db } from "./client";
import { shippingRates, shippingZones } from "./schema";

export type ZoneInput = z.output<typeof zoneBody>;
export type RateInput = z.output<typeof rateBody>;

export type ShippingRate = Omit<typeof shippingRates.$inferSelect, "websiteId">;
export type ShippingZone = Omit<typeof shippingZones.$inferSelect, "websiteId"> & { rates: ShippingRate[] };

const zoneColumns = {
  id: shippingZones.id,
  name: shippingZones.name,
  countries: shippingZones.countries,
  regions: shippingZones.regions,
  position: shippingZones.position,
};

const rateColumns = {
  id: shippingRates.id,
  zoneId: shippingRates.zoneId,
  name: shippingRates.name,
  kind: shippingRates.kind,
  rateCents: shippingRates.rateCents,
  perKgCents: shippingRates.perKgCents,
  minSubtotalCents: shippingRates.minSubtotalCents,
  brackets: shippingRates.brackets,
  pickupInstructions: shippingRates.pickupInstructions,
  position: shippingRates.position,
  enabled: shippingRates.enabled,
};

export function newZoneId(): string {
  return `zone_${crypto.randomUUID().replace(/-/g, "").slice(0, 16)}`;
}

export function newRateId(): string {
  return `shp_${crypto.randomUUID().replace(/-/g, "").slice(0, 16)}`;
}

/** The two reads of the store's zones and rates, for a caller that runs them in its own batch. */
export const shippingZoneReads = (db: Db, websiteId: string) =>
  [
    db
      .select(zoneColumns)
      .from(shippingZones)
      .where(eq(shippingZones.websiteId, websiteId))
      .orderBy(asc(shippingZones.position), asc(shippingZones.id)),
    db
      .select(rateColumns)
      .from(shippingRates)
      .where(eq(shippingRates.websiteId, websiteId))
      .orderBy(asc(shippingRates.position), asc(shippingRates.id)),
  ] as const;

type ZoneRows = Awaited<ReturnType<typeof shippingZoneReads>[0]>;
type RateRows = Awaited<ReturnType<typeof shippingZoneReads>[1]>;

/** The zones, each with its rates, from the rows of shippingZoneReads. */
export const zonesFrom = (zones: ZoneRows, rates: RateRows): ShippingZone[] =>
  zones.map((z) => ({ ...z, rates: rates.filter((r) => r.zoneId === z.id) }));

/** Every zone of the store, in order, each with its rates in order. */
export async function listShippingZones(db: Db, websiteId: string): Promise<ShippingZone[]> {
  const [zones, rates] = await db.batch(shippingZoneReads(db, websiteId));
  return zonesFrom(zones, rates);
}

export async function findShippingZone(
  db: Db,
  websiteId: string,
  zoneId: string,
): Promise<ShippingZone | null> {
  return (await listShippingZones(db, websiteId)).find((z) => z.id === zoneId) ?? null;
}

/** The store's rates with their zone's destination, as pricing reads them. */
export async function loadShippingOptions(db: Db, websiteId: string): Promise<ShippingOptionDefinition[]> {
  return shippingOptionsOf(await listShippingZones(db, websiteId));
}

/** The zones' rates, flattened with their zone's destination. */
export function shippingOptionsOf(zones: readonly ShippingZone[]): ShippingOptionDefinition[] {
  return zones.flatMap((z) =>
    z.rates.map((r) => ({
      id: r.id,
      name: r.name,
      zoneId: z.id,
      countries: z.countries,
      regions: z.regions,
      kind: r.kind,
      rateCents: r.rateCents,
      perKgCents: r.perKgCents,
      minSubtotalCents: r.minSubtotalCents,
      brackets: r.brackets,
      pickupInstructions: r.pickupInstructions,
      position: r.position,
      enabled: r.enabled,
    })),
  );
}

/** The next position after the store's zones (or a zone's rates): new ones go last. */
async function nextZonePosition(db: Db, websiteId: string): Promise<number> {
  const row = await db
    .select({ max: sql<number | null>`max(${shippingZones.position})` })
    .from(shippingZones)
    .where(eq(shippingZones.websiteId, websiteId))
    .get();
  return (row?.max ?? -1) + 1;
}

async function nextRatePosition(db: Db, websiteId: string): Promise<number> {
  const row = await db
    .select({ max: sql<number | null>`max(${shippingRates.position})` })
    .from(shippingRates)
    .where(eq(shippingRates.websiteId, websiteId))
    .get();
  return (row?.max ?? -1) + 1;
}

export async function createShippingZone(db: Db, websiteId: string, input: ZoneInput): Promise<ShippingZone> {
  const zone = { id: newZoneId(), ...input, position: await nextZonePosition(db, websiteId) };
  await db.insert(shippingZones).values({ websiteId, ...zone });
  return { ...zone, rates: [] };
}

export async function updateShippingZone(
  db: Db,
  websiteId: string,
  zoneId: string,
  input: ZoneInput,
): Promise<ShippingZone | null> {
  const changed = await db
    .update(shippingZones)
    .set(input)
    .where(and(eq(shippingZones.id, zoneId), eq(shippingZones.websiteId, websiteId)))
    .returning({ id: shippingZones.id });
  return changed.length === 0 ? null : findShippingZone(db, websiteId, zoneId);
}

/** Deletes the zone and its rates (the foreign key cascades). */
export async function deleteShippingZone(db: Db, websiteId: string, zoneId: string): Promise<boolean> {
  const deleted = await db
    .delete(shippingZones)
    .where(and(eq(shippingZones.id, zoneId), eq(shippingZones.websiteId, websiteId)))
    .returning({ id: shippingZones.id });
  return deleted.length > 0;
}

export async function createShippingRate(
  db: Db,
  websiteId: string,
  zoneId: string,
  input: RateInput,
): Promise<ShippingRate | null> {
  const zone = await db
    .select({ id: shippingZones.id })
    .from(shippingZones)
    .where(and(eq(shippingZones.id, zoneId), eq(shippingZones.websiteId, websiteId)))
    .get();
  if (!zone) return null;
  const rate = { id: newRateId(), zoneId, ...input, position: await nextRatePosition(db, websiteId) };
  await db.insert(shippingRates).values({ websiteId, ...rate });
  return rate;
}

export async function updateShippingRate(
  db: Db,
  websiteId: string,
  rateId: string,
  input: RateInput,
): Promise<ShippingRate | null> {
  const [rate] = await db
    .update(shippingRates)
    .set(input)
    .where(and(eq(shippingRates.id, rateId), eq(shippingRates.websiteId, websiteId)))
    .returning(rateColumns);
  return rate ?? null;
}

export async function deleteShippingRate(db: Db, websiteId: string, rateId: string): Promise<boolean> {
  const deleted = await db
    .delete(shippingRates)
    .where(and(eq(shippingRates.id, rateId), eq(shippingRates.websiteId, websiteId)))
    .returning({ id: shippingRates.id });
  return deleted.length > 0;
}
