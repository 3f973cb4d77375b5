// Rich text documents shaped like an owner's page copy: a heading, paragraphs with some bold,
// italic and linked words, and now and then a bulleted list, repeated up to a JSON size.
import type { RichTextDoc, RichTextNode } from "../../worker/site-content/rich-text/schema";

const words =
  "Our studio makes small batches of stoneware by hand in the old mill on the river each piece is thrown glazed and fired here".split(
    " ",
  );

function sentence(seed: number, length: number): string {
  return Array.from({ length }, (_, i) => words[(seed * 7 + i * 3) % words.length]).join(" ");
}

function paragraph(seed: number): RichTextNode {
  return {
    type: "paragraph",
    content: [
      { type: "text", text: `${sentence(seed, 18)}. ` },
      { type: "text", text: sentence(seed + 1, 3), marks: [{ type: "bold" }] },
      { type: "text", text: ` ${sentence(seed + 2, 12)} ` },
      {
        type: "text",
        text: "our workshop",
        marks: [{ type: "link", attrs: { href: "/about", target: null } }],
      },
      { type: "text", text: ` ${sentence(seed + 3, 10)}, ` },
      { type: "text", text: sentence(seed + 4, 2), marks: [{ type: "italic" }] },
      { type: "text", text: " and " },
      {
        type: "text",
        text: "the journal",
        marks: [{ type: "link", attrs: { href: "https://journal.example.com/stoneware", target: "_blank" } }],
      },
      { type: "text", text: "." },
    ],
  };
}

function list(seed: number): RichTextNode {
  return {
    type: "bulletList",
    content: [0, 1, 2].map((i) => ({
      type: "listItem",
      content: [{ type: "paragraph", content: [{ type: "text", text: sentence(seed + i, 6) }] }],
    })),
  };
}

/** A document whose JSON is about `bytes` long. */
export function typicalDocument(bytes: number): RichTextDoc {
  const content: RichTextNode[] = [
    { type: "heading", attrs: { level: 2 }, content: [{ type: "text", text: "Made by hand" }] },
  ];
  for (let i = 0; JSON.stringify(content).length < bytes - 100; i++) {
    content.push(i % 4 === 3 ? list(i) : paragraph(i));
  }
  return { type: "doc", content };
}
