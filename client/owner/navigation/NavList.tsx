// One navigation as a list: each row can be dragged (mouse, touch, or keyboard through its drag
// button) before, after or onto a folder, here or into the other navigation's list; the Move menu
// does the same moves by keyboard alone.
import {
  Button,
  GridList,
  GridListItem,
  Menu,
  MenuItem,
  MenuTrigger,
  Popover,
  useDragAndDrop,
  type DropItem,
} from "react-aria-components";
import { TranslateTitles, type NavLanguage } from "./TranslateTitles";
import { moveLabel, movesFor, rowsOf, translatedTitlesOf, type EditorNav, type Move } from "./tree";

/** The drag type of a navigation row: the row's key. */
export const NAV_DRAG_TYPE = "application/x-atelier-navigation-item";

const KIND_LABEL = { page: "Page", link: "Link", folder: "Folder" } as const;

async function draggedKey(items: DropItem[]): Promise<string | undefined> {
  const item = items.find((i) => i.kind === "text" && i.types.has(NAV_DRAG_TYPE));
  return item && item.kind === "text" ? item.getText(NAV_DRAG_TYPE) : undefined;
}

interface Props {
  navs: EditorNav[];
  nav: EditorNav;
  onMove: (move: Move) => void;
  /** The site's other languages: links and folders can be given a title in each. */
  languages: NavLanguage[];
  onTitles: (key: string, titles: Record<string, string>) => void;
}

export function NavList({ navs, nav, onMove, languages, onTitles }: Props) {
  const rows = rowsOf(nav.nodes);
  const isFolder = (key: unknown) => rows.some((r) => r.node.key === key && r.node.kind === "folder");
  const { dragAndDropHooks } = useDragAndDrop({
    getItems: (keys) => [...keys].map((key) => ({ [NAV_DRAG_TYPE]: String(key), "text/plain": String(key) })),
    acceptedDragTypes: [NAV_DRAG_TYPE],
    getDropOperation: () => "move",
    shouldAcceptItemDrop: (target) => isFolder(target.key),
    onReorder: (e) => {
      const [key] = [...e.keys];
      if (key !== undefined)
        onMove({
          type: "drop",
          key: String(key),
          targetKey: String(e.target.key),
          position: e.target.dropPosition,
        });
    },
    onInsert: async (e) => {
      const key = await draggedKey(e.items);
      if (key)
        onMove({ type: "drop", key, targetKey: String(e.target.key), position: e.target.dropPosition });
    },
    onItemDrop: async (e) => {
      const key = await draggedKey(e.items);
      if (key) onMove({ type: "drop", key, targetKey: String(e.target.key), position: "on" });
    },
    onRootDrop: async (e) => {
      const key = await draggedKey(e.items);
      if (key) onMove({ type: "toNav", key, nav: nav.identifier });
    },
  });

  return (
    <GridList
      aria-label={nav.title}
      className="nav-list"
      items={rows}
      dragAndDropHooks={dragAndDropHooks}
      // Tab from a row reaches its drag button and Move menu; the arrow keys go from row to row.
      keyboardNavigationBehavior="tab"
      renderEmptyState={() => (
        <p className="nav-empty">No items yet: add a page, a link or a folder, or drop one here.</p>
      )}
    >
      {(row) => {
        const moves = movesFor(navs, row.node.key);
        return (
          <GridListItem
            id={row.node.key}
            textValue={row.node.title}
            className={`nav-row nav-depth-${row.depth}`}
          >
            <span className="nav-row-content" data-row-key={row.node.key}>
              <Button slot="drag" aria-label={`Drag ${row.node.title}`} className="nav-drag">
                ⠿
              </Button>
              <span className="nav-title">{row.node.title}</span>
              <span className="nav-kind">{KIND_LABEL[row.node.kind]}</span>
              {row.node.url ? <span className="nav-url">{row.node.url}</span> : null}
              {languages.length > 0 && row.node.kind !== "page" ? (
                <TranslateTitles
                  title={row.node.title}
                  languages={languages}
                  titles={translatedTitlesOf(row.node)}
                  onSave={(titles) => onTitles(row.node.key, titles)}
                />
              ) : null}
              <MenuTrigger>
                <Button aria-label={`Move ${row.node.title}`} className="nav-move">
                  Move
                </Button>
                <Popover>
                  <Menu
                    aria-label={`Move ${row.node.title}`}
                    onAction={(index) => onMove(moves[Number(index)]!)}
                    items={moves.map((move, index) => ({ id: index, label: moveLabel(navs, move) }))}
                  >
                    {(entry) => <MenuItem id={entry.id}>{entry.label}</MenuItem>}
                  </Menu>
                </Popover>
              </MenuTrigger>
            </span>
          </GridListItem>
        );
      }}
    </GridList>
  );
}
