/// <reference types="vite/client" />
// Every theme under themes/, keyed by folder name: adding a theme is adding a folder with a
// template.conf. A site uses the theme its settings name, else the default one.
import { THEME_FILE } from "./check";
import { createTheme, type Theme } from "./theme";

export const DEFAULT_THEME = "default";

export interface ThemeRegistry {
  names(): string[];
  /** The named theme, or the default one when the name is empty or unknown. */
  get(name?: string | null): Theme;
}

/**
 * A registry from files keyed by path, where the folder right after `root` names the theme
 * (e.g. root "themes/": "…/themes/default/header.region" is default's "header.region").
 */
export function themeRegistry(
  files: Record<string, string>,
  root: string,
  defaultTheme = DEFAULT_THEME,
): ThemeRegistry {
  const byTheme = new Map<string, Record<string, string>>();
  for (const [path, text] of Object.entries(files)) {
    const at = path.lastIndexOf(root);
    if (at < 0 || !THEME_FILE.test(path)) continue;
    const [theme, ...rest] = path.slice(at + root.length).split("/");
    if (!theme || rest.length === 0) continue;
    const themeFiles = byTheme.get(theme) ?? {};
    themeFiles[rest.join("/")] = text;
    byTheme.set(theme, themeFiles);
  }
  const themes = new Map<string, Theme>();
  const load = (name: string) => {
    let theme = themes.get(name);
    if (!theme) {
      theme = createTheme(name, byTheme.get(name)!);
      themes.set(name, theme);
    }
    return theme;
  };
  return {
    names: () => [...byTheme.keys()],
    get: (name) => load(name && byTheme.has(name) ? name : defaultTheme),
  };
}

/** Theme files bundled with the worker, by module path (tests add fixture themes to these). */
export const THEME_SOURCES = import.meta.glob<string>(
  "../../../themes/*/**/*.{conf,region,list,item,page,block}",
  {
    query: "?raw",
    import: "default",
    eager: true,
  },
);

/** The themes bundled with the worker. */
export const THEMES = themeRegistry(THEME_SOURCES, "themes/");
