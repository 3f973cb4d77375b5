// The languages a page can be edited in, as links between the page editor (the main language's
// draft) and its translations (routes/page-translation.tsx). Shown when the site offers others.
import { Link } from "@tanstack/react-router";

export interface SiteLanguages {
  mainLanguage: { code: string; name: string };
  languages: { code: string; name: string }[];
}

export function PageLanguages({
  pageId,
  languages,
  current,
}: {
  pageId: string;
  languages: SiteLanguages;
  /** The language being edited; undefined for the main one. */
  current?: string;
}) {
  if (languages.languages.length === 0) return null;
  return (
    <nav aria-label="Edit in language" className="page-languages">
      <Link to="/pages/$pageId" params={{ pageId }} aria-current={current === undefined ? "page" : undefined}>
        {languages.mainLanguage.name} (main)
      </Link>
      {languages.languages.map((language) => (
        <Link
          key={language.code}
          to="/pages/$pageId/translations/$language"
          params={{ pageId, language: language.code }}
          aria-current={current === language.code ? "page" : undefined}
        >
          {language.name}
        </Link>
      ))}
    </nav>
  );
}
