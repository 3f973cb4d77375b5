// Hydrates the server-rendered islands of a page: each `<div data-island="Name" data-props="…">`
// holds the server's rendering of that component with those props.
import { createElement } from "react";
import { hydrateRoot } from "react-dom/client";
import { ISLANDS } from "./islands";

for (const el of document.querySelectorAll<HTMLElement>("[data-island]")) {
  const component = ISLANDS[el.dataset.island ?? ""];
  if (!component) continue;
  const props = JSON.parse(el.dataset.props ?? "{}") as Record<string, unknown>;
  hydrateRoot(el, createElement(component, props));
}
document.documentElement.dataset.hydrated = "true";
