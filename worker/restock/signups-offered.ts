// Whether a product's sold-out variants offer the restock sign-up: the product's own switch, else
// the site's `restock` setting (signupsByDefault). A product given restock texts before the setting
// existed offers it unless switched off. Shared by the product form (what shows) and the sign-up
// call (what is accepted), so the two never disagree.
import type { Merchandising } from "../db/schema";

export function restockSignupsOffered(merch: Merchandising, signupsByDefault: boolean): boolean {
  return merch.restockSignupsEnabled ?? (signupsByDefault || merch.restockNotificationMessages !== undefined);
}
