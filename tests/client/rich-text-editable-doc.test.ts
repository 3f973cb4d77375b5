// A stored document the editor does not fully know still opens with all its text: unknown nodes
// become text or paragraphs, unknown marks go, known structure stays as it was.
import { describe, expect, it } from "vitest";
import { editableDoc, type KnownTypes } from "../../client/owner/components/rich-text/editable-doc";
import type { RichTextDoc } from "../../worker/site-content/rich-text/schema";

const known: KnownTypes = {
  nodes: new Set(["doc", "paragraph", "heading", "text", "bulletList", "listItem"]),
  marks: new Set(["bold", "link"]),
  textBlocks: new Set(["paragraph", "heading"]),
};

describe("opening a stored document in the editor", () => {
  it("keeps a document the editor knows as it is", () => {
    const doc: RichTextDoc = {
      type: "doc",
      content: [
        {
          type: "heading",
          attrs: { level: 2 },
          content: [{ type: "text", text: "Hi", marks: [{ type: "bold" }] }],
        },
        { type: "bulletList", content: [{ type: "listItem", content: [{ type: "paragraph" }] }] },
      ],
    };
    expect(editableDoc(doc, known)).toEqual(doc);
  });

  it("turns an unknown block into a paragraph of its text and an unknown inline node into text", () => {
    const doc: RichTextDoc = {
      type: "doc",
      content: [
        { type: "callout", content: [{ type: "paragraph", content: [{ type: "text", text: "Note" }] }] },
        { type: "image", attrs: { src: "/a.png" } },
        {
          type: "paragraph",
          content: [
            { type: "text", text: "Hello " },
            { type: "mention", content: [{ type: "text", text: "@ana" }] },
            { type: "emoji" },
          ],
        },
      ],
    };
    expect(editableDoc(doc, known)).toEqual({
      type: "doc",
      content: [
        { type: "paragraph", content: [{ type: "text", text: "Note" }] },
        { type: "paragraph" },
        {
          type: "paragraph",
          content: [
            { type: "text", text: "Hello " },
            { type: "text", text: "@ana" },
          ],
        },
      ],
    });
  });

  it("drops marks the editor does not know and keeps the ones it does", () => {
    const doc: RichTextDoc = {
      type: "doc",
      content: [
        {
          type: "paragraph",
          content: [{ type: "text", text: "x", marks: [{ type: "glow" }, { type: "bold" }] }],
        },
      ],
    };
    expect(editableDoc(doc, known).content?.[0]?.content?.[0]?.marks).toEqual([{ type: "bold" }]);
  });
});
