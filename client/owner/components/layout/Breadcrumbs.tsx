// Where a nested screen sits: "Orders › #1001". The trail's links lead back up; the last crumb is
// the screen itself.
import { Link } from "@tanstack/react-router";
import type { ComponentProps } from "react";

type Crumb = { label: string } & Pick<ComponentProps<typeof Link>, "to" | "params">;

export function Breadcrumbs({ trail, current }: { trail: Crumb[]; current: string }) {
  return (
    <nav aria-label="Breadcrumb" className="breadcrumbs">
      <ol>
        {trail.map(({ label, ...link }) => (
          <li key={label}>
            <Link {...link}>{label}</Link>
          </li>
        ))}
        <li aria-current="page">{current}</li>
      </ol>
    </nav>
  );
}
