// The navigation editor's model: each navigation a list of nodes (pages, links, folders holding
// pages and links), with the moves the Move menu and drag and drop make. Pure functions: every move
// answers new navigations and keeps each node's key, so the moved item keeps its focus.
import type { LayoutLink } from "../../../worker/navigation/resolve";
import type { NavigationItem } from "../../../worker/navigation/schemas";

export interface NavNode {
  key: string;
  kind: "page" | "link" | "folder";
  title: string;
  url: string | null;
  /** The item as the worker stores it (children are in `children`). */
  item: NavigationItem;
  children: NavNode[];
}

export interface EditorNav {
  identifier: string;
  title: string;
  nodes: NavNode[];
}

export interface NavRow {
  node: NavNode;
  depth: 0 | 1;
  parentKey: string | null;
}

/** What GetSiteLayout lists for one item (the typed client sees its recursive children as JSON). */
export type { LayoutLink };

let counter = 0;
export const newKey = () => `n${++counter}`;

export function fromLink(link: LayoutLink): NavNode {
  if ("collectionId" in link) {
    return {
      key: newKey(),
      kind: "page",
      title: link.title,
      url: link.url,
      item: { collectionId: link.collectionId },
      children: [],
    };
  }
  if ("externalLink" in link) {
    return {
      key: newKey(),
      kind: "link",
      title: link.title,
      url: link.url,
      item: { externalLink: link.externalLink },
      children: [],
    };
  }
  return {
    key: newKey(),
    kind: "folder",
    title: link.title,
    url: link.url,
    item: { folder: link.folder, children: [] },
    children: link.children.map(fromLink),
  };
}

export function toItems(nodes: readonly NavNode[]): NavigationItem[] {
  return nodes.map((node) =>
    node.kind === "folder" && "folder" in node.item
      ? {
          folder: node.item.folder,
          children: toItems(node.children) as Exclude<NavigationItem, { folder: unknown }>[],
        }
      : node.item,
  );
}

export function rowsOf(nodes: readonly NavNode[]): NavRow[] {
  return nodes.flatMap((node): NavRow[] => [
    { node, depth: 0, parentKey: null },
    ...node.children.map((child): NavRow => ({ node: child, depth: 1, parentKey: node.key })),
  ]);
}

interface Place {
  nav: number;
  /** The folder holding the node, or undefined at the top. */
  parent: NavNode | undefined;
  siblings: NavNode[];
  index: number;
}

/** Deep copies, so a move never changes the state React holds. */
const copy = (navs: readonly EditorNav[]): EditorNav[] =>
  navs.map((nav) => ({ ...nav, nodes: nav.nodes.map((n) => ({ ...n, children: [...n.children] })) }));

function find(navs: EditorNav[], key: string): Place | undefined {
  for (let nav = 0; nav < navs.length; nav++) {
    const nodes = navs[nav]!.nodes;
    for (let i = 0; i < nodes.length; i++) {
      if (nodes[i]!.key === key) return { nav, parent: undefined, siblings: nodes, index: i };
      const j = nodes[i]!.children.findIndex((c) => c.key === key);
      if (j !== -1) return { nav, parent: nodes[i], siblings: nodes[i]!.children, index: j };
    }
  }
  return undefined;
}

export type Move =
  | { type: "up" | "down" | "out" | "remove"; key: string }
  | { type: "into"; key: string; folderKey: string }
  | { type: "toNav"; key: string; nav: string }
  | { type: "drop"; key: string; targetKey: string; position: "before" | "after" | "on" };

/** What the Move menu offers for `key`, in order. */
export function movesFor(navs: readonly EditorNav[], key: string): Move[] {
  const place = find(copy(navs), key);
  if (!place) return [];
  const node = place.siblings[place.index]!;
  const moves: Move[] = [];
  if (place.index > 0) moves.push({ type: "up", key });
  if (place.index < place.siblings.length - 1) moves.push({ type: "down", key });
  if (node.kind !== "folder" && !place.parent) {
    for (const folder of navs[place.nav]!.nodes.filter((n) => n.kind === "folder")) {
      moves.push({ type: "into", key, folderKey: folder.key });
    }
  }
  if (place.parent) moves.push({ type: "out", key });
  navs.forEach((nav, i) => {
    if (i !== place.nav) moves.push({ type: "toNav", key, nav: nav.identifier });
  });
  moves.push({ type: "remove", key });
  return moves;
}

export function moveLabel(navs: readonly EditorNav[], move: Move): string {
  switch (move.type) {
    case "up":
      return "Move up";
    case "down":
      return "Move down";
    case "out":
      return "Move out of folder";
    case "remove":
      return "Remove from navigation";
    case "into":
      return `Move into folder ${navs.flatMap((n) => n.nodes).find((n) => n.key === move.folderKey)?.title ?? ""}`;
    case "toNav":
      return `Move to ${navs.find((n) => n.identifier === move.nav)?.title ?? move.nav}`;
    case "drop":
      return "Move here";
  }
}

/** The navigations after `move`; unchanged when the move is not possible. */
export function applyMove(navs: readonly EditorNav[], move: Move): EditorNav[] {
  const next = copy(navs);
  const place = find(next, move.key);
  if (!place) return [...navs];
  const node = place.siblings[place.index]!;
  const take = () => place.siblings.splice(place.index, 1)[0]!;
  switch (move.type) {
    case "up":
    case "down": {
      const to = place.index + (move.type === "up" ? -1 : 1);
      if (to < 0 || to >= place.siblings.length) return [...navs];
      place.siblings.splice(place.index, 1);
      place.siblings.splice(to, 0, node);
      return next;
    }
    case "remove":
      take();
      return next;
    case "out": {
      if (!place.parent) return [...navs];
      take();
      const top = next[place.nav]!.nodes;
      top.splice(top.indexOf(place.parent) + 1, 0, node);
      return next;
    }
    case "into": {
      const folder = next[place.nav]!.nodes.find((n) => n.key === move.folderKey);
      if (!folder || folder.kind !== "folder" || node.kind === "folder") return [...navs];
      take();
      folder.children.push(node);
      return next;
    }
    case "toNav": {
      const nav = next.find((n) => n.identifier === move.nav);
      if (!nav) return [...navs];
      take();
      nav.nodes.push(node);
      return next;
    }
    case "drop": {
      if (move.targetKey === move.key) return [...navs];
      const target = find(next, move.targetKey);
      if (!target) return [...navs];
      const targetNode = target.siblings[target.index]!;
      if (move.position === "on") {
        if (targetNode.kind !== "folder" || node.kind === "folder") return [...navs];
        take();
        targetNode.children.push(node);
        return next;
      }
      // A folder dropped beside a folder's page lands beside that folder: folders do not nest.
      const anchorKey = node.kind === "folder" && target.parent ? target.parent.key : targetNode.key;
      if (anchorKey === node.key) return [...navs];
      take();
      const anchor = find(next, anchorKey)!;
      anchor.siblings.splice(anchor.index + (move.position === "after" ? 1 : 0), 0, node);
      return next;
    }
  }
}

/** A link's or folder's titles in the site's other languages (none for a page: its translation has them). */
export function translatedTitlesOf(node: NavNode): Record<string, string> {
  if ("externalLink" in node.item) return node.item.externalLink.titles ?? {};
  if ("folder" in node.item) return node.item.folder.titles ?? {};
  return {};
}

/** The navigations with `key`'s translated titles replaced (empty ones left out). */
export function setTranslatedTitles(
  navs: readonly EditorNav[],
  key: string,
  titles: Record<string, string>,
): EditorNav[] {
  const next = copy(navs);
  const place = find(next, key);
  if (!place) return [...navs];
  const node = place.siblings[place.index]!;
  const kept = Object.fromEntries(
    Object.entries(titles)
      .map(([tag, title]) => [tag, title.trim()] as const)
      .filter(([, title]) => title),
  );
  const item = node.item;
  if ("externalLink" in item) {
    place.siblings[place.index] = { ...node, item: { externalLink: { ...item.externalLink, titles: kept } } };
  } else if ("folder" in item) {
    place.siblings[place.index] = { ...node, item: { ...item, folder: { ...item.folder, titles: kept } } };
  }
  return next;
}
