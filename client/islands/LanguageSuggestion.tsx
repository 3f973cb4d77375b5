import { useEffect, useState } from "react";
import { preferredLanguage, type SiteLanguage } from "./language-match";

export interface LanguageSuggestionProps {
  languages: SiteLanguage[];
}

const DISMISSED = "atelier_language_hint_dismissed";

/** The tab's storage (this file is also compiled for the worker, which has none). */
const tabStorage = () =>
  (
    globalThis as {
      sessionStorage?: { getItem(k: string): string | null; setItem(k: string, v: string): void };
    }
  ).sessionStorage;

/**
 * On the home page: when the browser prefers another of the site's languages, a link to it. Renders
 * nothing on the server (the cached page is the same for everyone); the visitor decides.
 */
export function LanguageSuggestion({ languages }: LanguageSuggestionProps) {
  const [suggested, setSuggested] = useState<SiteLanguage | undefined>();
  useEffect(() => {
    let dismissed = false;
    try {
      dismissed = tabStorage()?.getItem(DISMISSED) === "1";
    } catch {
      // Storage may be off; the hint then shows on each home page visit.
    }
    if (!dismissed) setSuggested(preferredLanguage(navigator.languages ?? [navigator.language], languages));
  }, [languages]);
  if (!suggested) return null;
  const dismiss = () => {
    try {
      tabStorage()?.setItem(DISMISSED, "1");
    } catch {
      // See above.
    }
    setSuggested(undefined);
  };
  return (
    <p className="language-suggestion" role="status" lang={suggested.code}>
      <a href={suggested.url} hrefLang={suggested.code}>
        {suggested.name}
      </a>
      <button type="button" onClick={dismiss} aria-label="Dismiss">
        ×
      </button>
    </p>
  );
}
