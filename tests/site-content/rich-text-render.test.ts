// Rich text as visitors get it: Tiptap JSON rendered on the worker (workerd, no DOM) through the
// allow-list.
import { describe, expect, it } from "vitest";
import { renderRichText } from "../../worker/site-content/rich-text/render";
import {
  MAX_DEPTH,
  richTextDocSchema,
  richTextFromPlain,
  type RichTextNode,
} from "../../worker/site-content/rich-text/schema";

const text = (value: string, marks?: RichTextNode["marks"]): RichTextNode => ({
  type: "text",
  text: value,
  marks,
});
const para = (...content: RichTextNode[]): RichTextNode => ({ type: "paragraph", content });
const render = (...content: RichTextNode[]) =>
  renderRichText(richTextDocSchema.parse({ type: "doc", content }));
const link = (href: string, target?: string) => ({ type: "link", attrs: { href, target } });

describe("rich text rendering", () => {
  it("renders paragraphs and headings with their text escaped", () => {
    expect(
      render(
        { type: "heading", attrs: { level: 2 }, content: [text("Hours & days")] },
        para(text("<script>alert(1)</script>")),
      ),
    ).toBe("<h2>Hours &#x26; days</h2><p>&#x3C;script>alert(1)&#x3C;/script></p>");
  });

  it("makes one paragraph per non-blank line of plain text", () => {
    expect(renderRichText(richTextFromPlain("One\n\nTwo"))).toBe("<p>One</p><p>Two</p>");
  });

  it("refuses a document that is not a doc", () => {
    expect(richTextDocSchema.safeParse({ type: "paragraph" }).success).toBe(false);
  });

  it("refuses a document nested deeper than the limit instead of overflowing the stack", () => {
    let node: RichTextNode = text("deep");
    for (let i = 0; i < 10_000; i++) node = { type: "blockquote", content: [node] };
    const result = richTextDocSchema.safeParse({ type: "doc", content: [node] });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(`Rich text may nest at most ${MAX_DEPTH} levels.`);
  });

  it("renders each mark, and marks nested in one another", () => {
    expect(
      render(
        para(
          text("b", [{ type: "bold" }]),
          text("i", [{ type: "italic" }]),
          text("s", [{ type: "strike" }]),
          text("c", [{ type: "code" }]),
          text("all", [{ type: "bold" }, { type: "italic" }, { type: "strike" }]),
        ),
      ),
    ).toBe("<p><strong>b</strong><em>i</em><s>s</s><code>c</code><strong><em><s>all</s></em></strong></p>");
  });

  it("renders headings 1 to 4, a higher level as 4 and a missing one as 2", () => {
    const heading = (level: unknown) => ({ type: "heading", attrs: { level }, content: [text("H")] });
    expect(render(heading(1), heading(3), heading(4), heading(6), heading("x"))).toBe(
      "<h1>H</h1><h3>H</h3><h4>H</h4><h4>H</h4><h2>H</h2>",
    );
  });

  it("renders lists, a numbered list's start, quotes, code blocks, line breaks and rules", () => {
    const item = (t: string) => ({ type: "listItem", content: [para(text(t))] });
    expect(
      render(
        { type: "bulletList", content: [item("a"), item("b")] },
        { type: "orderedList", attrs: { start: 3 }, content: [item("c")] },
        { type: "orderedList", attrs: { start: 1 }, content: [item("d")] },
        { type: "blockquote", content: [para(text("q"))] },
        { type: "codeBlock", attrs: { language: "js" }, content: [text("a < b")] },
        para(text("one"), { type: "hardBreak" }, text("two")),
        { type: "horizontalRule" },
      ),
    ).toBe(
      "<ul><li><p>a</p></li><li><p>b</p></li></ul>" +
        '<ol start="3"><li><p>c</p></li></ol><ol><li><p>d</p></li></ol>' +
        "<blockquote><p>q</p></blockquote>" +
        '<pre><code class="language-js">a &#x3C; b</code></pre>' +
        "<p>one<br>two</p><hr>",
    );
  });

  it("keeps the text of unknown nodes and ignores unknown marks", () => {
    expect(render({ type: "callout", content: [para(text("kept", [{ type: "glow" }]))] })).toBe(
      "<p>kept</p>",
    );
  });

  it("renders links of every allowed kind, a new-window link with noopener noreferrer", () => {
    expect(
      render(
        para(
          text("web", [link("https://example.com/a?b=1")]),
          text("page", [link("/about")]),
          text("mail", [link("mailto:hello@example.com")]),
          text("call", [link("tel:+1 555 0100")]),
          text("away", [link("https://example.com", "_blank")]),
        ),
      ),
    ).toBe(
      '<p><a href="https://example.com/a?b=1">web</a><a href="/about">page</a>' +
        '<a href="mailto:hello@example.com">mail</a><a href="tel:+15550100">call</a>' +
        '<a href="https://example.com" target="_blank" rel="noopener noreferrer">away</a></p>',
    );
  });

  it("keeps a link's bold text inside the link", () => {
    expect(render(para(text("bold link", [link("/shop"), { type: "bold" }])))).toBe(
      '<p><a href="/shop"><strong>bold link</strong></a></p>',
    );
  });

  it.each([
    "javascript:alert(1)",
    "JavaScript:alert(1)",
    " javascript:alert(1)",
    "java\tscript:alert(1)",
    "java\nscript:alert(1)",
    "\u0001javascript:alert(1)",
    "javascript&colon;alert(1)",
    "javascript:alert(1)//example.com",
    "data:text/html,<script>alert(1)</script>",
    "vbscript:msgbox(1)",
    "//evil.example/x",
    "/\\evil.example",
    "ftp://example.com",
  ])("drops a link to %j and keeps its text", (href) => {
    const html = render(para(text("click", [link(href), { type: "italic" }])));
    expect(html).toBe("<p><em>click</em></p>");
  });

  it("drops a target other than a new window", () => {
    expect(render(para(text("x", [link("/a", "_parent")])))).toBe('<p><a href="/a">x</a></p>');
  });
});
