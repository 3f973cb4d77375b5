// What each permission lets a person do, in the owner's words, and a role's summary built from the
// role matrix itself (permissions.ts): the panel shows it where a role is chosen, so the words can
// never drift from what the routes allow. No HTTP; the panel bundles this file.
import { permissionsOf, type Permission } from "./permissions";
import type { ContributorRole } from "./roles";

/** One line per permission (the Record type makes a new permission need its line), in the panel's order. */
export const PERMISSION_TEXTS: Readonly<Record<Permission, string>> = {
  "site:read": "Open the panel and see the site",
  "content:read": "See pages, blog posts and events",
  "content:write": "Edit pages, blog posts and events",
  "content:publish": "Publish changes to the live site",
  "design:write": "Change the site's styles, fonts and custom CSS",
  "products:read": "See products and categories",
  "products:write": "Add and edit products",
  "inventory:write": "Change stock levels",
  "orders:read": "See orders and customers",
  "orders:write": "Fulfil, refund and cancel orders",
  "restock:read": "See restock sign-ups",
  "restock:send": "Send restock notifications",
  "forms:read": "See forms and their submissions",
  "forms:write": "Build and edit forms",
  "shipping:write": "Set shipping rates",
  "taxes:write": "Set taxes",
  "discounts:write": "Create and edit discounts",
  "analytics:read": "See analytics",
  "comments:write": "Comment without moderation",
  "comments:moderate": "Approve and remove comments",
  "campaigns:write": "Write email campaigns",
  "scheduling:read": "See the scheduling calendar",
  "scheduling:write": "Book and change appointments",
  "scheduling:manage": "Set up scheduling",
  "settings:write": "Change site settings, domains and connections",
  "contributors:manage": "Invite and remove people and change their roles",
  "api-keys:manage": "Create and revoke API keys",
  "billing:manage": "Manage billing",
};

export interface RoleSummary {
  can: string[];
  cannot: string[];
}

/** What a role may and may not do, each in the panel's order. */
export function roleSummary(role: ContributorRole): RoleSummary {
  const granted = new Set(permissionsOf(role));
  const order = Object.keys(PERMISSION_TEXTS) as Permission[];
  return {
    can: order.filter((p) => granted.has(p)).map((p) => PERMISSION_TEXTS[p]),
    cannot: order.filter((p) => !granted.has(p)).map((p) => PERMISSION_TEXTS[p]),
  };
}
