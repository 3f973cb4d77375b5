// A JSON-LD <script> element. JSON.stringify does not escape '<', so a title holding
// "</script>" would close the element early; '<', '>', '&' and the JavaScript line separators
// are written as \u escapes, which JSON parsers read back as the same characters.

const UNSAFE = /[<>&\u2028\u2029]/g;

export function jsonLdScript(data: object): string {
  const json = JSON.stringify(data).replace(
    UNSAFE,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );
  return `<script type="application/ld+json">${json}</script>`;
}
