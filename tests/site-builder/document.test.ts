// The page document's pure parts: the editor's edits (move, duplicate, delete, which sections
// changed), the Markdown renderer's escaping, and old pages opened as layouts.
import { describe, expect, it } from "vitest";
import { pageDocumentSchema, type PageDocument } from "../../worker/site-content/document";
import {
  changedSections,
  duplicateBlock,
  moveBlock,
  removeBlock,
  stepPlace,
} from "../../worker/site-content/document-edits";
import { documentFromLegacyPage } from "../../worker/site-content/legacy-page";
import { renderMarkdown } from "../../worker/site-content/markdown";

const spacer = (id: string) => ({ id, type: "spacer" as const, height: 10 });
const doc: PageDocument = {
  sections: [
    { id: "one", colorTheme: "lightest", blocks: [spacer("a"), spacer("b"), spacer("c")] },
    { id: "two", colorTheme: "dark", blocks: [spacer("d")] },
  ],
};
const ids = (d: PageDocument) => d.sections.map((s) => s.blocks.map((b) => b.id).join(""));

describe("editing a page document", () => {
  it("moves a block up, down and into another section, leaving the original untouched", () => {
    expect(ids(moveBlock(doc, "b", stepPlace(doc, "b", -1)!))).toEqual(["bac", "d"]);
    expect(ids(moveBlock(doc, "b", stepPlace(doc, "b", 1)!))).toEqual(["acb", "d"]);
    expect(stepPlace(doc, "c", 1)).toBeUndefined();
    expect(ids(moveBlock(doc, "a", { sectionId: "two", index: 1 }))).toEqual(["bc", "da"]);
    expect(ids(doc)).toEqual(["abc", "d"]);
  });

  it("duplicates a block right after itself with a new id, and deletes one", () => {
    const copied = duplicateBlock(doc, "a");
    const first = copied.sections[0]!.blocks;
    expect(first).toHaveLength(4);
    expect(first[1]!.id).not.toBe("a");
    expect(first[1]).toEqual({ ...first[0], id: first[1]!.id });
    expect(ids(removeBlock(doc, "c"))).toEqual(["ab", "d"]);
  });

  it("names only the sections whose content changed", () => {
    expect(changedSections(doc, moveBlock(doc, "b", stepPlace(doc, "b", 1)!))).toEqual(["one"]);
    expect(changedSections(doc, moveBlock(doc, "a", { sectionId: "two", index: 0 }))).toEqual(["one", "two"]);
  });

  it("refuses a section theme outside the colour theme names", () => {
    const result = pageDocumentSchema.safeParse({ sections: [{ id: "s", colorTheme: "neon", blocks: [] }] });
    expect(result.success).toBe(false);
  });
});

describe("markdown", () => {
  it("renders headings, lists and emphasis, and escapes the owner's HTML", () => {
    expect(renderMarkdown("## Hello *you*\n\n1. one\n2. two\n\n<script>x</script> [site](/shop)")).toBe(
      '<h2>Hello <em>you</em></h2><ol><li>one</li><li>two</li></ol><p>&lt;script&gt;x&lt;/script&gt; <a href="/shop">site</a></p>',
    );
    expect(renderMarkdown("[bad](javascript:alert(1))")).not.toContain("<a ");
  });
});

describe("a page made before the builder", () => {
  it("opens as text, image, button and its old blocks, with the same ids on every read", () => {
    const body =
      '<h1>Made slowly</h1><p>Small batches &amp; plant dyes.</p><p><img src="/s.svg" alt="Studio" width="800" height="1000"></p><p><a href="/shop">Visit the shop</a></p>';
    const blocks = [{ type: "form" as const, formId: "form_contact" }];
    const opened = documentFromLegacyPage(body, blocks);
    expect(opened).toEqual(documentFromLegacyPage(body, blocks));
    expect(pageDocumentSchema.safeParse(opened).success).toBe(true);
    expect(opened.sections[0]!.blocks).toEqual([
      {
        id: "legacy-b0",
        type: "html",
        text: {
          type: "doc",
          content: [
            { type: "heading", attrs: { level: 1 }, content: [{ type: "text", text: "Made slowly" }] },
            { type: "paragraph", content: [{ type: "text", text: "Small batches & plant dyes." }] },
          ],
        },
      },
      {
        id: "legacy-b1",
        type: "image",
        image: { src: "/s.svg", alt: "Studio", width: 800, height: 1000 },
        caption: "",
        link: "",
      },
      {
        id: "legacy-b2",
        type: "button",
        label: "Visit the shop",
        url: "/shop",
        newWindow: false,
        size: "medium",
      },
      { id: "legacy-b3", type: "form", formId: "form_contact" },
    ]);
  });
});
