// Each language's CodeMirror support, loaded when an editor for it first opens, so the Custom
// CSS screen never downloads the HTML or JavaScript grammars.
import type { Extension } from "@codemirror/state";

export type CodeLanguage = "html" | "css" | "javascript" | "markdown" | "plain";

export async function languageSupport(language: CodeLanguage): Promise<Extension> {
  switch (language) {
    case "css":
      return (await import("@codemirror/lang-css")).css();
    case "html":
      return (await import("@codemirror/lang-html")).html();
    case "javascript":
      return (await import("@codemirror/lang-javascript")).javascript();
    case "markdown":
      return (await import("@codemirror/lang-markdown")).markdown();
    case "plain":
      return [];
  }
}
