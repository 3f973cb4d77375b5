// The owner's tax rates, under /api/owner/taxes (tax-rates.ts): reading needs products:read (as
// shipping and discounts do), changing needs taxes:write.
import { requirePermission } from "../http/owner";
import { taxRateRoutes } from "./tax-rates";

export const ownerTaxes = taxRateRoutes(requirePermission("products:read"), requirePermission("taxes:write"));
