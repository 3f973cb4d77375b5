// The page's sections and their blocks as a list the owner works on: select a block, add one
// (a menu of the block types), move one by dragging it onto another place or by its Move menu
// (up, down, to another section: the keyboard way), duplicate or delete it; recolour a section.
import { useState } from "react";
import { Button, Menu, MenuItem, MenuTrigger, Popover } from "react-aria-components";
import { BLOCKS } from "../../../../worker/site-content/blocks/registry";
import { COLOR_THEME_NAMES, type ColorThemeName } from "../../../../worker/site-content/color-theme-names";
import {
  countBlocks,
  countGalleries,
  newBlock,
  type PageBlock,
  type PageDocument,
} from "../../../../worker/site-content/document";
import {
  MAX_BLOCKS_PER_LAYOUT,
  MAX_GALLERIES_PER_PAGE,
  TOO_MANY_BLOCKS,
  TOO_MANY_GALLERIES,
} from "../../../../worker/site-content/messages";
import {
  duplicateBlock,
  insertBlock,
  moveBlock,
  removeBlock,
  removeSection,
  setSectionTheme,
  stepPlace,
  addSection,
  type BlockPlace,
} from "../../../../worker/site-content/document-edits";

interface Props {
  doc: PageDocument;
  selected: string | null;
  onSelect: (blockId: string | null) => void;
  change: (edit: (doc: PageDocument) => PageDocument) => void;
  /** After a keyboard move, where focus goes back to. */
  onMoved?: (blockId: string) => void;
}

const label = (block: PageBlock) => BLOCKS.find((b) => b.type === block.type)?.label ?? block.type;

function AddBlock({
  sectionIndex,
  full,
  galleriesFull,
  onAdd,
}: {
  sectionIndex: number;
  full: boolean;
  /** At 20 galleries the menu keeps Gallery, disabled (spec section 9's photo gallery count). */
  galleriesFull: boolean;
  onAdd: (type: PageBlock["type"]) => void;
}) {
  return (
    <MenuTrigger>
      <Button aria-label={`Add block to section ${sectionIndex + 1}`} isDisabled={full}>
        Add block
      </Button>
      <Popover className="menu-popover">
        <Menu
          aria-label="Block types"
          disabledKeys={galleriesFull ? ["gallery"] : []}
          onAction={(key) => onAdd(key as PageBlock["type"])}
        >
          {BLOCKS.map((b) => (
            <MenuItem key={b.type} id={b.type}>
              {b.label}
            </MenuItem>
          ))}
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}

function MoveMenu({
  doc,
  block,
  sectionIndex,
  move,
}: {
  doc: PageDocument;
  block: PageBlock;
  sectionIndex: number;
  move: (place: BlockPlace) => void;
}) {
  const up = stepPlace(doc, block.id, -1);
  const down = stepPlace(doc, block.id, 1);
  const items = [
    ...(up ? [{ id: "up", text: "Move up", place: up }] : []),
    ...(down ? [{ id: "down", text: "Move down", place: down }] : []),
    ...doc.sections
      .map((s, i) => ({ s, i }))
      .filter(({ i }) => i !== sectionIndex)
      .map(({ s, i }) => ({
        id: `to-${s.id}`,
        text: `Move to section ${i + 1}`,
        place: { sectionId: s.id, index: s.blocks.length },
      })),
  ];
  return (
    <MenuTrigger>
      <Button aria-label={`Move ${label(block)} block`} isDisabled={items.length === 0}>
        Move
      </Button>
      <Popover className="menu-popover">
        <Menu
          aria-label={`Move ${label(block)} block`}
          onAction={(key) => move(items.find((i) => i.id === key)!.place)}
        >
          {items.map((i) => (
            <MenuItem key={i.id} id={i.id}>
              {i.text}
            </MenuItem>
          ))}
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}

export function BlockOutline({ doc, selected, onSelect, change, onMoved }: Props) {
  const [dragged, setDragged] = useState<string | null>(null);
  const full = countBlocks(doc) >= MAX_BLOCKS_PER_LAYOUT;
  const galleriesFull = countGalleries(doc) >= MAX_GALLERIES_PER_PAGE;
  const dropAt = (place: BlockPlace) => {
    if (dragged) change((d) => moveBlock(d, dragged, place));
    setDragged(null);
  };
  return (
    <div className="builder-outline">
      {full ? <p role="status">{TOO_MANY_BLOCKS}</p> : null}
      {galleriesFull && !full ? <p role="status">{TOO_MANY_GALLERIES}</p> : null}
      {doc.sections.map((section, sectionIndex) => (
        <section
          key={section.id}
          className="builder-outline-section"
          aria-label={`Section ${sectionIndex + 1}`}
        >
          <header>
            <h2>Section {sectionIndex + 1}</h2>
            <label>
              Colour theme{" "}
              <select
                value={section.colorTheme}
                onChange={(e) =>
                  change((d) => setSectionTheme(d, section.id, e.target.value as ColorThemeName))
                }
              >
                {COLOR_THEME_NAMES.map((name) => (
                  <option key={name}>{name}</option>
                ))}
              </select>
            </label>
            {doc.sections.length > 1 ? (
              <Button
                aria-label={`Delete section ${sectionIndex + 1}`}
                onPress={() => change((d) => removeSection(d, section.id))}
              >
                Delete section
              </Button>
            ) : null}
          </header>
          <ol
            className="builder-blocks"
            aria-label={`Blocks of section ${sectionIndex + 1}`}
            onDragOver={(e) => e.preventDefault()}
            onDrop={(e) => {
              e.preventDefault();
              dropAt({ sectionId: section.id, index: section.blocks.length });
            }}
          >
            {section.blocks.map((block, index) => (
              <li
                key={block.id}
                data-block={block.id}
                draggable
                aria-current={selected === block.id ? "true" : undefined}
                onDragStart={(e) => {
                  e.dataTransfer.setData("text/plain", block.id);
                  setDragged(block.id);
                }}
                onDragOver={(e) => e.preventDefault()}
                onDrop={(e) => {
                  e.preventDefault();
                  e.stopPropagation();
                  if (dragged === block.id) return setDragged(null);
                  // Dropped on a block: the dragged one takes its place.
                  dropAt({ sectionId: section.id, index });
                }}
              >
                <Button className="builder-block-name" onPress={() => onSelect(block.id)}>
                  {label(block)}
                </Button>
                <MoveMenu
                  doc={doc}
                  block={block}
                  sectionIndex={sectionIndex}
                  move={(place) => {
                    change((d) => moveBlock(d, block.id, place));
                    onMoved?.(block.id);
                  }}
                />
                <Button
                  aria-label={`Duplicate ${label(block)} block`}
                  isDisabled={full || (galleriesFull && block.type === "gallery")}
                  onPress={() => change((d) => duplicateBlock(d, block.id))}
                >
                  Duplicate
                </Button>
                <Button
                  aria-label={`Delete ${label(block)} block`}
                  onPress={() => {
                    if (selected === block.id) onSelect(null);
                    change((d) => removeBlock(d, block.id));
                  }}
                >
                  Delete
                </Button>
              </li>
            ))}
          </ol>
          <AddBlock
            sectionIndex={sectionIndex}
            full={full}
            galleriesFull={galleriesFull}
            onAdd={(type) => {
              const block = newBlock(type);
              change((d) => insertBlock(d, block, { sectionId: section.id, index: section.blocks.length }));
              onSelect(block.id);
            }}
          />
        </section>
      ))}
      <Button onPress={() => change(addSection)}>Add section</Button>
    </div>
  );
}
