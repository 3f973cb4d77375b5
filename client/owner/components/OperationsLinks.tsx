// The navigation's links to orders, restock sign-ups, forms, API keys, analytics, domains, files
// and connections, each shown only to a role that may use it (the worker refuses the others anyway).
import { Link } from "@tanstack/react-router";
import { can, type Account } from "../session";

const LINKS = [
  { to: "/orders", label: "Orders", permission: "orders:read" },
  { to: "/discounts", label: "Discounts", permission: "products:read" },
  { to: "/restock", label: "Restock", permission: "restock:read" },
  { to: "/shipping", label: "Shipping", permission: "products:read" },
  { to: "/forms", label: "Forms", permission: "forms:read" },
  { to: "/api-keys", label: "API keys", permission: "api-keys:manage" },
  { to: "/analytics", label: "Analytics", permission: "analytics:read" },
  { to: "/domains", label: "Domains", permission: "settings:write" },
  { to: "/files", label: "Files", permission: "content:read" },
  { to: "/connections", label: "Connections", permission: "settings:write" },
  { to: "/navigation", label: "Navigation", permission: "content:read" },
  { to: "/header-footer", label: "Header and footer", permission: "content:read" },
  { to: "/languages", label: "Languages", permission: "content:read" },
] as const;

export function OperationsLinks({ account }: { account: Account }) {
  return (
    <>
      {LINKS.filter((link) => can(account, link.permission)).map((link) => (
        <li key={link.to}>
          <Link to={link.to} activeProps={{ "aria-current": "page" }}>
            {link.label}
          </Link>
        </li>
      ))}
    </>
  );
}
