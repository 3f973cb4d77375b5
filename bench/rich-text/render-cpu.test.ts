// CPU time of rendering rich text (Tiptap JSON -> sanitised HTML) and of sanitising owner HTML in
// workerd. Timers in workerd advance only across I/O, so each run of N calls is closed by a short
// wait, measured alone and subtracted.
import { expect, it } from "vitest";
import { renderRichText, sanitizeOwnerHtml } from "../../worker/site-content/rich-text/render";
import { typicalDocument } from "./documents";

const RUNS = 200;
const tick = () => new Promise((resolve) => setTimeout(resolve, 1));

async function msPerCall(call: () => string): Promise<number> {
  for (let i = 0; i < 20; i++) call(); // warm-up
  await tick();
  let start = Date.now();
  await tick();
  const waitMs = Date.now() - start;
  start = Date.now();
  for (let i = 0; i < RUNS; i++) call();
  await tick();
  return (Date.now() - start - waitMs) / RUNS;
}

it("renders a 2 KB and a 20 KB document, and sanitises their HTML as owner HTML", async () => {
  for (const bytes of [2_000, 20_000]) {
    const doc = typicalDocument(bytes);
    const html = renderRichText(doc);
    expect(html).toContain('<a href="/about">our workshop</a>');
    expect(sanitizeOwnerHtml(html)).toBe(html);
    const render = await msPerCall(() => renderRichText(doc));
    const sanitise = await msPerCall(() => sanitizeOwnerHtml(html));
    console.log(
      `${JSON.stringify(doc).length} B JSON -> ${html.length} B HTML: renderRichText ${render.toFixed(3)} ms, ` +
        `sanitizeOwnerHtml of that HTML ${sanitise.toFixed(3)} ms`,
    );
  }
});
