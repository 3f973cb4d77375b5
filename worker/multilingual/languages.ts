// Language tags (BCP 47, canonical through Intl) and their names. A site has a main language
// (websites.language, unprefixed URLs) and up to MAX_LANGUAGES more, each served under /<tag>/.
import { z } from "zod";

export const MAX_LANGUAGES = 10;

export const notALanguage = (tag: string) => `${tag} is not a language tag (BCP 47), such as fr or pt-BR.`;
export const LANGUAGE_TWICE = "Each language can be added only once.";
export const TOO_MANY_LANGUAGES = `A site offers at most ${MAX_LANGUAGES} languages besides its main one.`;
export const isMainLanguage = (tag: string) => `${tag} is already the site's main language.`;

/** The canonical form of `tag` (fr-ca -> fr-CA), or undefined when it is not a language tag. */
export function canonicalLanguage(tag: string): string | undefined {
  // Private-use and grandfathered forms make poor URL prefixes; a language subtag comes first.
  if (!/^[a-z]{2,3}(?:-[a-z0-9]{2,8})*$/i.test(tag)) return undefined;
  try {
    return Intl.getCanonicalLocales(tag)[0];
  } catch {
    return undefined;
  }
}

export const languageTag = z
  .string()
  .max(35)
  .transform((tag, ctx) => {
    const canonical = canonicalLanguage(tag.trim());
    if (canonical) return canonical;
    ctx.addIssue({ code: "custom", message: notALanguage(tag) });
    return z.NEVER;
  });

/** PUT /api/multilingual/languages: the languages besides the main one, in the switcher's order. */
export const languagesBody = z
  .object({
    languages: z
      .array(languageTag)
      .max(MAX_LANGUAGES, TOO_MANY_LANGUAGES)
      .refine((tags) => new Set(tags.map((t) => t.toLowerCase())).size === tags.length, LANGUAGE_TWICE),
  })
  .strict();

/** The language's own name ("Français"), falling back to the tag. */
export function languageName(tag: string): string {
  try {
    const name = new Intl.DisplayNames([tag], { type: "language" }).of(tag);
    return name ? name.charAt(0).toLocaleUpperCase(tag) + name.slice(1) : tag;
  } catch {
    return tag;
  }
}

/** Where a language's pages live: "" for the main language, "/fr" for the others. */
export const languagePrefix = (tag: string, main: string) => (tag === main ? "" : `/${tag.toLowerCase()}`);

/** A path of the main language ("/shop", "/") as language `tag` serves it ("/fr/shop", "/fr/"). */
export const languagePath = (path: string, tag: string, main: string) =>
  `${languagePrefix(tag, main)}${path}`;
