// The demo store's coupons, shipping zones and rates, and tax rules (worker/pricing/), with fixed ids so
// seeding stays idempotent and tests can name them. Tax rates are the state or national base
// rates, enough to show each rule shape; a real store enters its own.
import type { coupons, shippingRates, shippingZones, taxRules } from "../db/schema";
import { DEMO_WEBSITE_ID, DemoProduct } from "./demo-data";

type Insert<T extends { $inferInsert: unknown }> = T["$inferInsert"];

const coupon = (row: Omit<Insert<typeof coupons>, "websiteId">): Insert<typeof coupons> => ({
  websiteId: DEMO_WEBSITE_ID,
  ...row,
});

export const demoCoupons: Insert<typeof coupons>[] = [
  coupon({
    id: "cpn_welcome10",
    code: "WELCOME10",
    name: "10% off your order",
    kind: "PERCENTAGE",
    percentBasisPoints: 1000,
  }),
  coupon({
    id: "cpn_freeship",
    code: "FREESHIP",
    name: "Free shipping over $50",
    kind: "FREE_SHIPPING",
    minSubtotalCents: 5000,
  }),
  coupon({
    id: "cpn_totes15",
    code: "TOTES15",
    name: "15% off canvas totes",
    kind: "PERCENTAGE",
    percentBasisPoints: 1500,
    productIds: [DemoProduct.TOTE],
  }),
  coupon({
    id: "cpn_first20",
    code: "FIRST20",
    name: "$20 off, first 50 orders",
    kind: "FIXED_AMOUNT",
    amountCents: 2000,
    minSubtotalCents: 10000,
    maxUses: 50,
  }),
  coupon({
    id: "cpn_summer24",
    code: "SUMMER24",
    name: "Summer sale 2024 (ended)",
    kind: "PERCENTAGE",
    percentBasisPoints: 2000,
    startsAt: Date.UTC(2024, 5, 1),
    endsAt: Date.UTC(2024, 8, 1),
  }),
];

// Zone ids are what the shipping zones migration makes of the old options (zone_ + the smallest
// option id of the zone), so re-seeding a migrated database adds nothing.
const zone = (
  id: string,
  name: string,
  countries: string[],
  position: number,
): Insert<typeof shippingZones> => ({
  id,
  websiteId: DEMO_WEBSITE_ID,
  name,
  countries,
  regions: [],
  position,
});

export const demoShippingZones: Insert<typeof shippingZones>[] = [
  zone("zone_shp_us_express", "United States", ["US"], 0),
  zone("zone_shp_ca", "Canada", ["CA"], 3),
  zone("zone_shp_gb", "United Kingdom", ["GB"], 4),
  zone("zone_shp_world", "Rest of world", ["*"], 5),
];

const rate = (row: Omit<Insert<typeof shippingRates>, "websiteId">): Insert<typeof shippingRates> => ({
  websiteId: DEMO_WEBSITE_ID,
  ...row,
});

export const demoShippingRates: Insert<typeof shippingRates>[] = [
  rate({
    id: "shp_us_standard",
    zoneId: "zone_shp_us_express",
    name: "Standard",
    kind: "FLAT",
    rateCents: 600,
    position: 0,
  }),
  rate({
    id: "shp_us_express",
    zoneId: "zone_shp_us_express",
    name: "Express",
    kind: "WEIGHT",
    rateCents: 1200,
    perKgCents: 400,
    position: 1,
  }),
  rate({
    id: "shp_us_free",
    zoneId: "zone_shp_us_express",
    name: "Free shipping on orders over $100",
    kind: "FREE_OVER",
    minSubtotalCents: 10000,
    position: 2,
  }),
  rate({
    id: "shp_ca",
    zoneId: "zone_shp_ca",
    name: "Canada Post",
    kind: "WEIGHT",
    rateCents: 1500,
    perKgCents: 500,
    position: 3,
  }),
  rate({
    id: "shp_gb",
    zoneId: "zone_shp_gb",
    name: "Royal Mail",
    kind: "FLAT",
    rateCents: 1800,
    position: 4,
  }),
  rate({
    id: "shp_world",
    zoneId: "zone_shp_world",
    name: "International",
    kind: "WEIGHT",
    rateCents: 2500,
    perKgCents: 1000,
    position: 5,
  }),
];

const rule = (
  id: string,
  name: string,
  country: string,
  region: string | null,
  ratePpm: number,
  taxShipping: boolean,
  position: number,
): Insert<typeof taxRules> => ({
  id,
  websiteId: DEMO_WEBSITE_ID,
  name,
  country,
  region,
  ratePpm,
  taxShipping,
  position,
});

export const demoTaxRules: Insert<typeof taxRules>[] = [
  rule("tax_us_ca", "California sales tax", "US", "CA", 72_500, false, 0),
  rule("tax_us_ny", "New York sales tax", "US", "NY", 40_000, true, 1),
  rule("tax_us_tx", "Texas sales tax", "US", "TX", 62_500, true, 2),
  rule("tax_us_wa", "Washington sales tax", "US", "WA", 65_000, true, 3),
  // A territory in the US tax geography: country US, region PR.
  rule("tax_us_pr", "Puerto Rico IVU", "US", "PR", 105_000, false, 4),
  rule("tax_gb_vat", "VAT", "GB", null, 200_000, true, 5),
  // Canada: GST everywhere, except where a province's own rules replace it (HST includes GST).
  rule("tax_ca_gst", "GST", "CA", null, 50_000, true, 6),
  rule("tax_ca_on_hst", "HST", "CA", "ON", 130_000, true, 7),
  rule("tax_ca_qc_gst", "GST", "CA", "QC", 50_000, true, 8),
  rule("tax_ca_qc_qst", "QST", "CA", "QC", 99_750, true, 9),
  rule("tax_ca_bc_gst", "GST", "CA", "BC", 50_000, true, 10),
  rule("tax_ca_bc_pst", "PST", "CA", "BC", 70_000, false, 11),
];
