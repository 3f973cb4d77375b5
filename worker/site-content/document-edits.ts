// The editor's changes to a page document, as pure functions (each returns a new document): add,
// move, duplicate, delete and change blocks; add, recolour and delete sections. The panel's undo
// history is a list of the documents these return.
import { newItemId, type PageBlock, type PageDocument, type PageSection } from "./document";
import type { ColorThemeName } from "./color-theme-names";

export interface BlockPlace {
  sectionId: string;
  index: number;
}

export function findBlock(
  doc: PageDocument,
  blockId: string,
): (BlockPlace & { block: PageBlock }) | undefined {
  for (const section of doc.sections) {
    const index = section.blocks.findIndex((b) => b.id === blockId);
    if (index >= 0) return { sectionId: section.id, index, block: section.blocks[index]! };
  }
  return undefined;
}

const mapSection = (
  doc: PageDocument,
  sectionId: string,
  fn: (s: PageSection) => PageSection,
): PageDocument => ({
  sections: doc.sections.map((s) => (s.id === sectionId ? fn(s) : s)),
});

export function insertBlock(doc: PageDocument, block: PageBlock, place: BlockPlace): PageDocument {
  return mapSection(doc, place.sectionId, (s) => {
    const blocks = [...s.blocks];
    blocks.splice(Math.max(0, Math.min(place.index, blocks.length)), 0, block);
    return { ...s, blocks };
  });
}

export function removeBlock(doc: PageDocument, blockId: string): PageDocument {
  return { sections: doc.sections.map((s) => ({ ...s, blocks: s.blocks.filter((b) => b.id !== blockId) })) };
}

export function updateBlock(doc: PageDocument, block: PageBlock): PageDocument {
  return {
    sections: doc.sections.map((s) => ({
      ...s,
      blocks: s.blocks.map((b) => (b.id === block.id ? block : b)),
    })),
  };
}

/** Moves a block to `place` (the index as it is counted once the block has left its old place). */
export function moveBlock(doc: PageDocument, blockId: string, place: BlockPlace): PageDocument {
  const found = findBlock(doc, blockId);
  if (!found) return doc;
  return insertBlock(removeBlock(doc, blockId), found.block, place);
}

/** One place up or down within its section; undefined at the section's edge. */
export function stepPlace(doc: PageDocument, blockId: string, step: -1 | 1): BlockPlace | undefined {
  const found = findBlock(doc, blockId);
  if (!found) return undefined;
  const section = doc.sections.find((s) => s.id === found.sectionId)!;
  const index = found.index + step;
  return index < 0 || index >= section.blocks.length ? undefined : { sectionId: found.sectionId, index };
}

export function duplicateBlock(doc: PageDocument, blockId: string): PageDocument {
  const found = findBlock(doc, blockId);
  if (!found) return doc;
  const copy = { ...structuredClone(found.block), id: newItemId() };
  return insertBlock(doc, copy, { sectionId: found.sectionId, index: found.index + 1 });
}

export function addSection(doc: PageDocument): PageDocument {
  return { sections: [...doc.sections, { id: newItemId(), colorTheme: "lightest", blocks: [] }] };
}

export function setSectionTheme(
  doc: PageDocument,
  sectionId: string,
  colorTheme: ColorThemeName,
): PageDocument {
  return mapSection(doc, sectionId, (s) => ({ ...s, colorTheme }));
}

export function removeSection(doc: PageDocument, sectionId: string): PageDocument {
  return { sections: doc.sections.filter((s) => s.id !== sectionId) };
}

/** The ids of sections whose content differs between two documents (for re-rendering only those). */
export function changedSections(before: PageDocument, after: PageDocument): string[] {
  const old = new Map(before.sections.map((s) => [s.id, JSON.stringify(s)]));
  return after.sections.filter((s) => old.get(s.id) !== JSON.stringify(s)).map((s) => s.id);
}

/** Whether the sections themselves were added, removed or reordered. */
export function sameSectionOrder(before: PageDocument, after: PageDocument): boolean {
  return before.sections.map((s) => s.id).join() === after.sections.map((s) => s.id).join();
}
