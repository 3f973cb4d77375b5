// The Languages screen (route in languages.tsx, loaded as its own chunk): the main language, the
// other languages with how many pages are translated, adding and removing one, and disconnecting
// them all after a question.
import { getRouteApi, useRouter } from "@tanstack/react-router";
import { useState, type FormEvent } from "react";
import { Button, Heading } from "react-aria-components";
import { canonicalLanguage, notALanguage } from "../../../worker/multilingual/languages";
import { answer, appApi, GENERAL_ERROR } from "../api";
import { ConfirmDialog } from "../components/ConfirmDialog";
import { ErrorBanner } from "../components/ErrorBanner";
import { toast } from "../components/feedback/toast";

const multilingual = appApi.multilingual;
const languagesRoute = getRouteApi("/languages");

export function LanguagesScreen() {
  const { languages, status } = languagesRoute.useLoaderData();
  const router = useRouter();
  const [failure, setFailure] = useState<string>();
  const [tag, setTag] = useState("");
  const codes = languages.languages.map((l) => l.code);
  const translated = new Map(status.languages.map((l) => [l.code, l.translatedPages]));

  const run = async (call: () => Promise<unknown>, done: string) => {
    setFailure(undefined);
    try {
      await call();
      toast.success(done);
      await router.invalidate();
    } catch (err) {
      setFailure(err instanceof Error ? err.message : GENERAL_ERROR);
    }
  };
  const save = (next: string[]) =>
    run(() => answer(multilingual.languages.$put({ json: { languages: next } })), "Languages saved");
  const add = (e: FormEvent) => {
    e.preventDefault();
    const canonical = canonicalLanguage(tag.trim());
    if (!canonical) {
      setFailure(notALanguage(tag.trim()));
      return;
    }
    void save([...codes, canonical]).then(() => setTag(""));
  };

  return (
    <section>
      <Heading level={1}>Languages</Heading>
      {failure ? <ErrorBanner message={failure} onDismiss={() => setFailure(undefined)} /> : null}
      <p>
        Main language: {languages.mainLanguage.name} ({languages.mainLanguage.code}). Each other language has
        its pages under its own address, such as /fr/, and every page links to the others.
      </p>
      <ul aria-label="Other languages">
        {languages.languages.map((l) => (
          <li key={l.code}>
            {l.name} ({l.code}) · {l.urlPrefix}/ · {translated.get(l.code) ?? 0} of {status.pages} pages
            translated{" "}
            <Button
              aria-label={`Remove ${l.name}`}
              onPress={() => void save(codes.filter((c) => c !== l.code))}
            >
              Remove
            </Button>
          </li>
        ))}
      </ul>
      <form onSubmit={add} aria-label="Add a language">
        <label className="field">
          Language tag
          <input value={tag} onChange={(e) => setTag(e.target.value)} placeholder="fr, pt-BR" required />
        </label>
        <Button type="submit">Add language</Button>
      </form>
      {codes.length > 0 ? (
        <ConfirmDialog
          trigger={<Button>Disconnect all languages</Button>}
          title="Offer the main language only?"
          yesLabel="Disconnect"
          noLabel="Keep languages"
          onAnswer={(yes) => {
            if (yes)
              void run(
                () => answer(multilingual.connection.$delete()),
                "The site now offers its main language only",
              );
          }}
        >
          <p>Visitors stop reaching the other languages' pages at once. Translations are kept.</p>
        </ConfirmDialog>
      ) : null}
    </section>
  );
}
