// The allow-list applied to a hast tree, then the rules a schema cannot say: a link opening a new
// window gets rel="noopener noreferrer", and an iframe stays only as a YouTube or Vimeo player,
// sandboxed.
import type { Element, ElementContent, Root, RootContent } from "hast";
import { sanitize } from "hast-util-sanitize";
import { ALLOWED_EMBED_PREFIXES, allowList } from "./allow-list";

const EMBED_SANDBOX = "allow-scripts allow-same-origin allow-presentation allow-popups";

function isAllowedEmbed(src: unknown): boolean {
  return typeof src === "string" && ALLOWED_EMBED_PREFIXES.some((prefix) => src.startsWith(prefix));
}

/** The element as it may stay, or null when it goes (with its content). */
function finish(node: Element): Element | null {
  const props = node.properties;
  if (node.tagName === "a" && props.target === "_blank") props.rel = ["noopener", "noreferrer"];
  if (node.tagName === "iframe") {
    if (!isAllowedEmbed(props.src)) return null;
    props.sandbox = EMBED_SANDBOX.split(" ");
    props.loading = "lazy";
    props.referrerPolicy = "strict-origin-when-cross-origin";
    if (typeof props.title !== "string" || props.title === "") props.title = "Embedded video";
    node.children = [];
  }
  node.children = finishChildren(node.children);
  return node;
}

function finishChildren<T extends ElementContent | RootContent>(children: T[]): T[] {
  const kept: T[] = [];
  for (const child of children) {
    if (child.type !== "element") kept.push(child);
    else if (finish(child)) kept.push(child);
  }
  return kept;
}

export function sanitizeTree(tree: Root): Root {
  const clean = sanitize(tree, allowList) as Root;
  clean.children = finishChildren(clean.children);
  return clean;
}
