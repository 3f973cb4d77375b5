// The panel's commerce preferences, under /api/v1/commerce-preferences (worker/routes/
// commerce-preferences.ts): who sees the store reads them (products:read); changing them is a site
// setting (settings:write, docs/owner-roles.md).
import { requirePermission } from "../http/owner";
import { commercePreferencesRoutes } from "./commerce-preferences";

export const ownerCommercePreferences = commercePreferencesRoutes(
  requirePermission("products:read"),
  requirePermission("settings:write"),
);
