// The owner's discounts, under /api/owner/discounts (worker/routes/discounts.ts): reading needs
// products:read, every change discounts:write (docs/owner-roles.md).
import { requirePermission } from "../http/owner";
import { discountRoutes } from "./discounts";

export const ownerDiscounts = discountRoutes(
  requirePermission("products:read"),
  requirePermission("discounts:write"),
);
