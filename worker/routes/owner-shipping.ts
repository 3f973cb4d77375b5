// The owner's shipping zones and rates, under /api/owner/shipping (worker/routes/shipping.ts):
// reading needs products:read, changing needs shipping:write (docs/owner-roles.md).
import { requirePermission } from "../http/owner";
import { shippingRoutes } from "./shipping";

export const ownerShipping = shippingRoutes(
  requirePermission("products:read"),
  requirePermission("shipping:write"),
);
