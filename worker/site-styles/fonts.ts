// The font kit: the fonts an owner can pick, served from this site (public/fonts is filled at
// build from pinned @fontsource-variable packages, all SIL Open Font License 1.1, which allows
// bundling and serving them), so no page ever asks Google Fonts or another host at runtime.
// System stacks cost no download. Shared by the worker (stylesheet), the build and the panel.

export interface KitFont {
  id: string;
  /** The name the owner sees. */
  name: string;
  /** CSS font-family list, the kit's family first. */
  stack: string;
  category: "sans-serif" | "serif" | "monospace";
  /** The latin variable woff2 under /fonts/, and the package it comes from; none for system stacks. */
  file?: { name: string; package: string; family: string };
}

const SANS = 'ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';
const SERIF = 'ui-serif, Georgia, "Times New Roman", serif';

const fromPackage = (pkg: string, family: string, slug: string) => ({
  name: `${slug}-latin-wght-normal.woff2`,
  package: `@fontsource-variable/${pkg}`,
  family,
});

export const FONT_KIT: readonly KitFont[] = [
  { id: "system-sans", name: "System sans-serif", stack: SANS, category: "sans-serif" },
  { id: "system-serif", name: "System serif", stack: SERIF, category: "serif" },
  {
    id: "system-mono",
    name: "System monospace",
    stack: 'ui-monospace, "SF Mono", Menlo, Consolas, monospace',
    category: "monospace",
  },
  {
    id: "inter",
    name: "Inter",
    stack: `"Inter Variable", ${SANS}`,
    category: "sans-serif",
    file: fromPackage("inter", "Inter Variable", "inter"),
  },
  {
    id: "work-sans",
    name: "Work Sans",
    stack: `"Work Sans Variable", ${SANS}`,
    category: "sans-serif",
    file: fromPackage("work-sans", "Work Sans Variable", "work-sans"),
  },
  {
    id: "lora",
    name: "Lora",
    stack: `"Lora Variable", ${SERIF}`,
    category: "serif",
    file: fromPackage("lora", "Lora Variable", "lora"),
  },
  {
    id: "playfair-display",
    name: "Playfair Display",
    stack: `"Playfair Display Variable", ${SERIF}`,
    category: "serif",
    file: fromPackage("playfair-display", "Playfair Display Variable", "playfair-display"),
  },
];

export const FONT_IDS = FONT_KIT.map((f) => f.id) as [string, ...string[]];

const byId = new Map(FONT_KIT.map((f) => [f.id, f]));

export function kitFont(id: string): KitFont {
  return byId.get(id) ?? FONT_KIT[0]!;
}

/** Where a kit font's file is served. */
export const fontUrl = (file: NonNullable<KitFont["file"]>) => `/fonts/${file.name}`;
