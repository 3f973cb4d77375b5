// A page made before the site builder (collections.body HTML + form/newsletter blocks) as a page
// document, for the first time the owner opens it in the editor. The old HTML is simple (headings,
// paragraphs, an image, a link); each heading or paragraph becomes rich text, an image an image
// block, a paragraph that is one link a button. Public pages render the old way until a publish.
import type { PageBlock as LegacyBlock } from "../db/schema";
import type { RichTextNode } from "./rich-text/schema";
import type { PageBlock, PageDocument } from "./document";

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'", nbsp: " " };
const decode = (s: string) => s.replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_m, e: string) => ENTITIES[e]!);
const text = (html: string) => decode(html.replace(/<[^>]*>/g, "")).trim();
const attr = (tag: string, name: string) => {
  const m = new RegExp(`\\s${name}="([^"]*)"`, "i").exec(tag);
  return m ? decode(m[1]!) : undefined;
};

// Ids are counted, not random: every read of a page not yet saved gives the same document, so the
// editor's preview and its outline name the same sections and blocks.
function counter(prefix: string) {
  let n = 0;
  return () => `${prefix}${n++}`;
}

function bodyBlocks(body: string, newItemId: () => string): PageBlock[] {
  const blocks: PageBlock[] = [];
  let nodes: RichTextNode[] = [];
  const flushText = () => {
    if (nodes.length) blocks.push({ id: newItemId(), type: "html", text: { type: "doc", content: nodes } });
    nodes = [];
  };
  for (const m of body.matchAll(/<(h[1-4]|p|ul|ol)\b[^>]*>([\s\S]*?)<\/\1>/gi)) {
    const tag = m[1]!.toLowerCase();
    const inner = m[2]!;
    const img = /<img\b[^>]*>/i.exec(inner);
    const link = /^\s*<a\b([^>]*)>([\s\S]*?)<\/a>\s*$/i.exec(inner);
    if (img) {
      flushText();
      const width = Number(attr(img[0], "width")) || undefined;
      const height = Number(attr(img[0], "height")) || undefined;
      blocks.push({
        id: newItemId(),
        type: "image",
        image: { src: attr(img[0], "src") ?? "", alt: attr(img[0], "alt") ?? "", width, height },
        caption: "",
        link: "",
      });
    } else if (link && tag === "p") {
      flushText();
      blocks.push({
        id: newItemId(),
        type: "button",
        label: text(link[2]!) || "Link",
        url: attr(`<a ${link[1]}>`, "href") ?? "/",
        newWindow: false,
        size: "medium",
      });
    } else {
      const content = text(inner) ? [{ type: "text", text: text(inner) }] : undefined;
      nodes.push(
        tag.startsWith("h")
          ? { type: "heading", attrs: { level: Number(tag[1]) }, content }
          : { type: "paragraph", content },
      );
    }
  }
  flushText();
  return blocks;
}

function legacyBlock(block: LegacyBlock, newItemId: () => string): PageBlock {
  return block.type === "form"
    ? { id: newItemId(), type: "form", formId: block.formId }
    : { id: newItemId(), ...block };
}

export function documentFromLegacyPage(body: string, blocks: LegacyBlock[]): PageDocument {
  const blockId = counter("legacy-b");
  return {
    sections: [
      {
        id: "legacy-s0",
        colorTheme: "lightest",
        blocks: [...bodyBlocks(body, blockId), ...blocks.map((b) => legacyBlock(b, blockId))],
      },
    ],
  };
}
