// What a public API key may do: "<area>:<read|write>" per area. A write scope includes reading the
// same area (a script that sets stock also reads it). A plain module shared with the panel.

export const API_AREAS = [
  "orders",
  "inventory",
  "products",
  "forms",
  "shipping",
  "taxes",
  "discounts",
  "settings",
] as const;
export type ApiArea = (typeof API_AREAS)[number];

export const API_SCOPES = [
  "orders:read",
  "orders:write",
  "inventory:read",
  "inventory:write",
  "products:read",
  "products:write",
  "forms:read",
  "forms:write",
  "shipping:read",
  "shipping:write",
  "taxes:read",
  "taxes:write",
  "discounts:read",
  "discounts:write",
  "settings:read",
  "settings:write",
] as const satisfies readonly `${ApiArea}:${"read" | "write"}`[];
export type ApiScope = (typeof API_SCOPES)[number];

export const AREA_LABELS: Readonly<Record<ApiArea, string>> = {
  orders: "Orders",
  inventory: "Inventory",
  products: "Products",
  forms: "Forms",
  shipping: "Shipping",
  taxes: "Taxes",
  discounts: "Discounts",
  settings: "Store settings",
};

export function isApiScope(value: unknown): value is ApiScope {
  return (API_SCOPES as readonly unknown[]).includes(value);
}

/** Whether a key with `scopes` may use a call that needs `needed`. */
export function grants(scopes: readonly string[], needed: ApiScope): boolean {
  if (scopes.includes(needed)) return true;
  const [area, access] = needed.split(":");
  return access === "read" && scopes.includes(`${area}:write`);
}
