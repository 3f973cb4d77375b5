// The US tax geography (spec section 3): US, PR, GU, VI, MP, AS, UM. The territories have ISO
// country codes of their own, and a visitor picks "Puerto Rico" as a country, but for tax they
// belong to the United States: a tax rule for the territory is written as country US, region PR.
// Shipping still treats each territory as its own destination country.

export const US_TAX_GEOGRAPHY = ["US", "PR", "GU", "VI", "MP", "AS", "UM"] as const;
export type UsTaxGeography = (typeof US_TAX_GEOGRAPHY)[number];

export const US_TERRITORIES: Record<Exclude<UsTaxGeography, "US">, string> = {
  PR: "Puerto Rico",
  GU: "Guam",
  VI: "U.S. Virgin Islands",
  MP: "Northern Mariana Islands",
  AS: "American Samoa",
  UM: "U.S. Minor Outlying Islands",
};

export function isUsTaxGeography(country: string): country is UsTaxGeography {
  return (US_TAX_GEOGRAPHY as readonly string[]).includes(country);
}

export interface TaxPlace {
  country: string;
  region: string | null;
}

/** Where a location is taxed: a US territory as a country becomes US with the territory as region. */
export function taxGeography(country: string, region: string | null): TaxPlace {
  const code = country.toUpperCase();
  if (code !== "US" && isUsTaxGeography(code)) return { country: "US", region: code };
  return { country: code, region: region ? region.toUpperCase() : null };
}
