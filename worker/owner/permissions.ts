// The permission matrix: what each contributor role (spec section 3) may read and change on a site.
// The spec names the roles but not their rules (section 6); the choices are ours and explained in
// docs/owner-roles.md. Every owner route names the one permission it needs
// (worker/http/owner.ts requirePermission); the panel reads the same list to hide what a role may
// not use. A plain module with no HTTP in it, shared by the worker and the panel.
import { ContributorRole } from "./roles";

/** Every permission, as "<area>:<action>". Add one here before a route can ask for it. */
export const PERMISSIONS = [
  "site:read",
  "settings:write",
  "contributors:manage",
  "billing:manage",
  "api-keys:manage",
  "analytics:read",
  "content:read",
  "content:write",
  "content:publish",
  "design:write",
  "products:read",
  "products:write",
  "inventory:write",
  "orders:read",
  "orders:write",
  "restock:read",
  "restock:send",
  "forms:read",
  "forms:write",
  "shipping:write",
  "taxes:write",
  "discounts:write",
  "comments:write",
  "comments:moderate",
  "campaigns:write",
  "scheduling:read",
  "scheduling:write",
  "scheduling:manage",
] as const;
export type Permission = (typeof PERMISSIONS)[number];

const all = PERMISSIONS;
const except = (...left: Permission[]) => PERMISSIONS.filter((p) => !left.includes(p));

/** Role -> what it may do. Deny by default: a permission not listed is refused. */
export const ROLE_PERMISSIONS: Readonly<Record<ContributorRole, readonly Permission[]>> = {
  [ContributorRole.ADMIN]: all,
  [ContributorRole.WEBSITE_MANAGER]: except("billing:manage", "contributors:manage", "api-keys:manage"),
  [ContributorRole.BILLING]: ["site:read", "billing:manage"],
  [ContributorRole.REPORTING]: ["site:read", "analytics:read", "orders:read", "products:read"],
  [ContributorRole.EDITOR]: [
    "site:read",
    "content:read",
    "content:write",
    "content:publish",
    "design:write",
    "products:read",
    "products:write",
    "forms:write",
    "comments:moderate",
  ],
  [ContributorRole.DRAFT_EDITOR]: ["site:read", "content:read", "content:write", "products:read"],
  [ContributorRole.MODERATOR]: ["site:read", "content:read", "comments:moderate"],
  [ContributorRole.COMMENTER]: ["site:read", "comments:write"],
  [ContributorRole.STORE_MANAGER]: [
    "site:read",
    "content:read",
    "analytics:read",
    "products:read",
    "products:write",
    "inventory:write",
    "orders:read",
    "orders:write",
    "restock:read",
    "restock:send",
    "shipping:write",
    "taxes:write",
    "discounts:write",
  ],
  [ContributorRole.CAMPAIGNS_EDITOR]: ["site:read", "content:read", "campaigns:write"],
  [ContributorRole.SCHEDULING]: ["site:read", "scheduling:read", "scheduling:write", "scheduling:manage"],
  [ContributorRole.SCHEDULING_EDITOR]: ["site:read", "scheduling:read", "scheduling:write"],
  [ContributorRole.SCHEDULING_VIEWER]: ["site:read", "scheduling:read"],
  [ContributorRole.VIEWER]: ["site:read", "content:read", "products:read"],
  [ContributorRole.NONE]: [],
};

/** Role names as the panel shows them. */
export const ROLE_LABELS: Readonly<Record<ContributorRole, string>> = {
  [ContributorRole.ADMIN]: "Administrator",
  [ContributorRole.BILLING]: "Billing",
  [ContributorRole.REPORTING]: "Reporting",
  [ContributorRole.EDITOR]: "Editor",
  [ContributorRole.MODERATOR]: "Comment moderator",
  [ContributorRole.COMMENTER]: "Trusted commenter",
  [ContributorRole.STORE_MANAGER]: "Store manager",
  [ContributorRole.SCHEDULING]: "Scheduling administrator",
  [ContributorRole.VIEWER]: "Viewer",
  [ContributorRole.CAMPAIGNS_EDITOR]: "Campaigns editor",
  [ContributorRole.SCHEDULING_VIEWER]: "Scheduling viewer",
  [ContributorRole.SCHEDULING_EDITOR]: "Scheduling editor",
  [ContributorRole.NONE]: "No access",
  [ContributorRole.WEBSITE_MANAGER]: "Website manager",
  [ContributorRole.DRAFT_EDITOR]: "Draft editor",
};

export const CONTRIBUTOR_ROLES = Object.values(ContributorRole);

export function isContributorRole(value: unknown): value is ContributorRole {
  return (CONTRIBUTOR_ROLES as unknown[]).includes(value);
}

export function permissionsOf(role: ContributorRole): readonly Permission[] {
  return ROLE_PERMISSIONS[role] ?? [];
}

export function can(role: ContributorRole, permission: Permission): boolean {
  return permissionsOf(role).includes(permission);
}
