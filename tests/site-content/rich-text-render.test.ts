import { describe, expect, it } from "vitest";
import { renderRichText } from "../../worker/site-content/rich-text/render";
import { richTextDocSchema, richTextFromPlain } from "../../worker/site-content/rich-text/schema";

describe("rich text rendering", () => {
  it("renders paragraphs and headings with their text escaped", () => {
    const doc = richTextDocSchema.parse({
      type: "doc",
      content: [
        { type: "heading", attrs: { level: 2 }, content: [{ type: "text", text: "Hours & days" }] },
        { type: "paragraph", content: [{ type: "text", text: "<script>alert(1)</script>" }] },
      ],
    });
    expect(renderRichText(doc)).toBe("<h2>Hours &amp; days</h2><p>&lt;script&gt;alert(1)&lt;/script&gt;</p>");
  });

  it("makes one paragraph per non-blank line of plain text", () => {
    expect(renderRichText(richTextFromPlain("One\n\nTwo"))).toBe("<p>One</p><p>Two</p>");
  });

  it("refuses a document that is not a doc", () => {
    expect(richTextDocSchema.safeParse({ type: "paragraph" }).success).toBe(false);
  });
});
