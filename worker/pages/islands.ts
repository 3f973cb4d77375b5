// Islands inside templates: `{value|island Name}` (or `{value|island Name arg}`, e.g.
// `{@|island ProductCardActions list}`) renders the React component on the server and wraps it in
// a marker that client/main.tsx hydrates with the same props, when the island's HYDRATE says.
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { HYDRATE, ISLANDS } from "../../client/islands";
import { renderPartsOnServer, withRenderedParts } from "../../client/islands/lazy-part";
import { PARTS } from "../../client/islands/parts";
import { islandMarker } from "./island-marker";
import type { Formatter, PluginContext } from "../template/plugin";

// renderToString cannot wait for a lazily loaded part: the server renders them all from here.
renderPartsOnServer(PARTS);

export type IslandProps = (
  value: unknown,
  ctx: PluginContext,
  arg: string | undefined,
) => Record<string, unknown>;

export function islandFormatter(propsOf: Record<string, IslandProps>): Formatter {
  return (args, vars, ctx) => {
    const name = args[0] ?? "";
    const component = ISLANDS[name];
    const variable = vars[0]!;
    if (!component) {
      ctx.error("island", `island '${name}' is not defined`);
      variable.value = "";
      return;
    }
    const props = propsOf[name]?.(variable.value, ctx, args[1]) ?? {};
    const { html, parts } = withRenderedParts(() => renderToString(createElement(component, props)));
    const hydrate = HYDRATE[name] ?? "load";
    variable.value = islandMarker(name, props, hydrate, html, parts);
  };
}
