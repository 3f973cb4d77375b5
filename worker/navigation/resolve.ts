// Stored navigation items -> what the owner's layout lists and what a visitor's header shows.
// Pages resolve to their (translated) navigation title and URL, links and folders to their title in
// the visitor's language when the owner gave one; a page that no longer exists drops
// out. A folder's URL follows its behaviour: index -> its own page, redirect -> its first page,
// none -> no URL (it only opens its list).
import type { NavigationPage } from "../db/navigation";
import { slugify } from "../catalog-admin/slug";
import { FolderBehavior, type FolderItem, type NavigationItem, type NavigationLeaf } from "./schemas";

/** The address of a folder with the index behaviour: its urlId, else one made from its title. */
export const folderUrlId = (folder: FolderItem["folder"]): string => folder.urlId ?? slugify(folder.title);

export type LayoutLink =
  | { collectionId: string; title: string; url: string; enabled: boolean }
  | { externalLink: { title: string; url: string; newWindow: boolean }; title: string; url: string }
  | { folder: FolderItem["folder"]; title: string; url: string | null; children: LayoutLink[] };

/** For the owner: every item with its title and URL, disabled pages included. */
export function layoutLinks(
  items: readonly NavigationItem[],
  pages: Map<string, NavigationPage>,
): LayoutLink[] {
  return items.flatMap((item): LayoutLink[] => {
    if ("collectionId" in item) {
      const page = pages.get(item.collectionId);
      return page
        ? [{ collectionId: page.id, title: page.navigationTitle, url: page.fullUrl, enabled: page.enabled }]
        : [];
    }
    if ("externalLink" in item) {
      return [
        { externalLink: item.externalLink, title: item.externalLink.title, url: item.externalLink.url },
      ];
    }
    const children = layoutLinks(item.children, pages);
    return [{ folder: item.folder, title: item.folder.title, url: folderUrl(item, children), children }];
  });
}

function folderUrl(item: FolderItem, children: { url: string | null }[]): string | null {
  switch (item.folder.folderBehavior) {
    case FolderBehavior.INDEX:
      return `/${folderUrlId(item.folder)}`;
    case FolderBehavior.REDIRECT:
      return children[0]?.url ?? null;
    default:
      return null;
  }
}

/** One entry of a visitor's navigation (the theme's `navigation` and `navigations.<name>`). */
export interface NavEntry {
  title: string;
  /** Null for a folder that only opens its list. */
  url: string | null;
  active: boolean;
  external: boolean;
  newWindow: boolean;
  folder: boolean;
  children: NavEntry[];
}

export interface VisitorView {
  pages: Map<string, NavigationPage>;
  /** Translated navigation titles by page id (the visitor's language). */
  titles: Map<string, string>;
  /** "" or "/fr": put before this site's page URLs. */
  prefix: string;
  /** The visitor's language when it is not the main one: links and folders show their title in it. */
  language?: string;
  /** The page's path without the language prefix, to mark the current entry. */
  path: string;
}

const isActive = (url: string, path: string) =>
  url === "/" ? path === "/" : path === url || path.startsWith(`${url}/`);

/** A link's or folder's title in the visitor's language, when the owner gave one. */
const titleIn = (item: { title: string; titles?: Record<string, string> }, language: string | undefined) =>
  (language !== undefined && item.titles?.[language]) || item.title;

const localized = (url: string, prefix: string) =>
  prefix && url.startsWith("/") ? `${prefix}${url === "/" ? "/" : url}` : url;

function leafEntry(item: NavigationLeaf, view: VisitorView): NavEntry | undefined {
  if ("externalLink" in item) {
    const { url, newWindow } = item.externalLink;
    return {
      title: titleIn(item.externalLink, view.language),
      url,
      active: false,
      external: !url.startsWith("/"),
      newWindow,
      folder: false,
      children: [],
    };
  }
  const page = view.pages.get(item.collectionId);
  if (!page?.enabled) return undefined;
  return {
    title: view.titles.get(page.id) ?? page.navigationTitle,
    url: localized(page.fullUrl, view.prefix),
    active: isActive(page.fullUrl, view.path),
    external: false,
    newWindow: false,
    folder: false,
    children: [],
  };
}

/** For a visitor: enabled pages only; a folder with nothing to show is left out. */
export function visitorNavigation(items: readonly NavigationItem[], view: VisitorView): NavEntry[] {
  return items.flatMap((item): NavEntry[] => {
    if (!("folder" in item)) {
      const entry = leafEntry(item, view);
      return entry ? [entry] : [];
    }
    const children = item.children.flatMap((child) => leafEntry(child, view) ?? []);
    if (children.length === 0) return [];
    const behaviour = item.folder.folderBehavior;
    const own = behaviour === FolderBehavior.INDEX ? `/${folderUrlId(item.folder)}` : null;
    const url =
      own !== null
        ? localized(own, view.prefix)
        : behaviour === FolderBehavior.REDIRECT
          ? children[0]!.url
          : null;
    return [
      {
        title: titleIn(item.folder, view.language),
        url,
        active: (own !== null && isActive(own, view.path)) || children.some((c) => c.active),
        external: false,
        newWindow: false,
        folder: true,
        children,
      },
    ];
  });
}
