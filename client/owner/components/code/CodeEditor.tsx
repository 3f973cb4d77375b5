// Editing code (code blocks, custom CSS): CodeMirror 6, loaded on first use so no other panel
// screen carries it; a plain text area meanwhile. On Android, only the plain text area, with the
// spec's notice that code editing is not available there.
import { lazy, Suspense } from "react";
import { CODE_EDITING_UNAVAILABLE_ON_ANDROID, isAndroid } from "./is-android";
import type { CodeLanguage } from "./languages";
import { PlainCodeArea } from "./PlainCodeArea";

interface Props {
  label: string;
  language: CodeLanguage;
  value: string;
  onChange: (code: string) => void;
}

const CodeMirrorEditor = lazy(() => import("./CodeMirrorEditor"));

export function CodeEditor(props: Props) {
  if (isAndroid()) return <PlainCodeArea {...props} notice={CODE_EDITING_UNAVAILABLE_ON_ANDROID} />;
  return (
    <Suspense fallback={<PlainCodeArea {...props} />}>
      <CodeMirrorEditor {...props} />
    </Suspense>
  );
}
