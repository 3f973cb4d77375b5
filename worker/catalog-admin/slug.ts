// The store URL slug rule (spec section 5): a slug is derived from the title; when that comes out
// empty or shorter than 3 characters a fallback title is used instead; when the slug is taken,
// '-N' is added, counting up from 1 until it is free. Pure: the caller passes what is taken.

/** Longest slug we make; a long title is cut at a word where it can be. */
export const MAX_SLUG_LENGTH = 80;
export const MIN_SLUG_LENGTH = 3;

/** Lower-case ASCII letters and digits between single hyphens. Accents are dropped, not the letter. */
export function slugify(title: string): string {
  const slug = title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/['’]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  if (slug.length <= MAX_SLUG_LENGTH) return slug;
  const cut = slug.slice(0, MAX_SLUG_LENGTH);
  const lastHyphen = cut.lastIndexOf("-");
  return (lastHyphen >= MIN_SLUG_LENGTH ? cut.slice(0, lastHyphen) : cut).replace(/-+$/, "");
}

/**
 * The slug for `title`, free among `taken` (compared case-blind). `fallbackTitle` stands in for a
 * title whose slug is shorter than 3 characters ("Product" for products, "Shop" for collections).
 */
export function storeSlug(title: string, fallbackTitle: string, taken: Iterable<string>): string {
  const own = slugify(title);
  const base = own.length >= MIN_SLUG_LENGTH ? own : slugify(fallbackTitle);
  const used = new Set([...taken].map((s) => s.toLowerCase()));
  if (!used.has(base)) return base;
  for (let n = 1; ; n++) {
    const candidate = `${base}-${n}`;
    if (!used.has(candidate)) return candidate;
  }
}
