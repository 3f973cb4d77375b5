// The panel's navigation, grouped the way an owner thinks of the site (docs/owner-panel-layout.md).
// Each link names the permission a role needs to see it; the worker refuses the others anyway.
// A group lists only screens that exist: groups of one link show as that link alone.
import type { Permission } from "../../../../worker/owner/permissions";

export interface PanelLink {
  to: string;
  label: string;
  /** Absent: every signed-in account sees it. */
  permission?: Permission;
}

export interface PanelGroup {
  /** The group's heading; absent for a link that stands alone (Home, Orders, Analytics). */
  heading?: string;
  links: readonly PanelLink[];
}

export const PANEL_GROUPS: readonly PanelGroup[] = [
  { links: [{ to: "/", label: "Home" }] },
  { links: [{ to: "/orders", label: "Orders", permission: "orders:read" }] },
  {
    heading: "Products",
    links: [
      { to: "/products", label: "Products", permission: "products:read" },
      { to: "/categories-and-tags", label: "Categories and tags", permission: "products:read" },
      { to: "/restock", label: "Restock", permission: "restock:read" },
      { to: "/reviews", label: "Reviews", permission: "products:read" },
    ],
  },
  {
    heading: "Content",
    links: [
      { to: "/pages", label: "Pages", permission: "content:read" },
      { to: "/comments", label: "Comments", permission: "comments:moderate" },
      { to: "/navigation", label: "Navigation", permission: "content:read" },
      { to: "/header-footer", label: "Header and footer", permission: "content:read" },
      { to: "/files", label: "Files", permission: "content:read" },
      { to: "/forms", label: "Forms", permission: "forms:read" },
      { to: "/languages", label: "Languages", permission: "content:read" },
    ],
  },
  {
    heading: "Design",
    links: [
      { to: "/design", label: "Design", permission: "content:read" },
      { to: "/custom-css", label: "Custom CSS", permission: "design:write" },
    ],
  },
  { links: [{ to: "/analytics", label: "Analytics", permission: "analytics:read" }] },
  {
    heading: "Marketing",
    links: [
      { to: "/discounts", label: "Discounts", permission: "products:read" },
      { to: "/connections", label: "Connections", permission: "settings:write" },
    ],
  },
  {
    heading: "Settings",
    links: [
      { to: "/store-settings", label: "Store settings", permission: "products:read" },
      { to: "/shipping", label: "Shipping", permission: "products:read" },
      { to: "/taxes", label: "Taxes", permission: "products:read" },
      { to: "/domains", label: "Domains", permission: "settings:write" },
      { to: "/api-keys", label: "API keys", permission: "api-keys:manage" },
      { to: "/people", label: "People", permission: "contributors:manage" },
    ],
  },
];
