// The panel's navigation (panel-links.ts): in the sidebar on a wide screen, in the Menu dialog on a
// phone. Only the links the account's role may use; the current screen's link is aria-current.
import { Link } from "@tanstack/react-router";
import { useId } from "react";
import { can, type Account } from "../../session";
import { PANEL_GROUPS, type PanelLink } from "./panel-links";

const allowed = (account: Account, link: PanelLink) => !link.permission || can(account, link.permission);

function NavLink({ link }: { link: PanelLink }) {
  return (
    <li>
      {/* Home is "/", which every screen's address starts with: only itself makes it current. */}
      <Link to={link.to} activeOptions={{ exact: link.to === "/" }} activeProps={{ "aria-current": "page" }}>
        {link.label}
      </Link>
    </li>
  );
}

function Group({ heading, links }: { heading: string; links: PanelLink[] }) {
  const id = useId();
  return (
    <li className="panel-nav-group">
      <span className="panel-nav-heading" id={id}>
        {heading}
      </span>
      <ul aria-labelledby={id}>
        {links.map((link) => (
          <NavLink key={link.to} link={link} />
        ))}
      </ul>
    </li>
  );
}

export function PanelNav({ account }: { account: Account }) {
  return (
    <nav aria-label="Owner panel" className="panel-nav">
      <ul>
        {PANEL_GROUPS.map((group) => {
          const links = group.links.filter((link) => allowed(account, link));
          if (links.length === 0) return null;
          if (!group.heading) return <NavLink key={links[0]!.to} link={links[0]!} />;
          return <Group key={group.heading} heading={group.heading} links={links} />;
        })}
      </ul>
    </nav>
  );
}
