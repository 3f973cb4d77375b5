// The Navigation screen (its own chunk, see navigation.tsx): the theme's navigations (main and footer) as lists. Reorder by dragging, or
// by keyboard alone through each row's Move menu (up, down, into or out of a folder, to the other
// navigation, remove); add pages, links and folders; give links and folders their title in the
// site's other languages (Translate); Save publishes at once (content:publish).
// After a move, focus stays on the moved item.
import { getRouteApi, useRouter } from "@tanstack/react-router";
import { useEffect, useState, type FormEvent } from "react";
import { Button, Heading } from "react-aria-components";
import { FolderBehavior } from "../../../worker/navigation/schemas";
import { answer, appApi, GENERAL_ERROR } from "../api";
import { Checkbox } from "../components/Checkbox";
import { ErrorBanner } from "../components/ErrorBanner";
import { toast } from "../components/feedback/toast";
import { useDirtyForm } from "../components/feedback/use-dirty";
import { useUnsavedChangesGuard } from "../components/feedback/use-unsaved-changes-guard";
import { NavList } from "../navigation/NavList";
import {
  applyMove,
  fromLink,
  newKey,
  setTranslatedTitles,
  toItems,
  type EditorNav,
  type LayoutLink,
  type Move,
  type NavNode,
} from "../navigation/tree";
import type { Layout } from "./navigation";

const routeApi = getRouteApi("/navigation");

const editorNavs = (layout: Layout): EditorNav[] =>
  layout.layout.map((nav) => ({
    identifier: nav.identifier,
    title: nav.title,
    nodes: (nav.links as LayoutLink[]).map(fromLink),
  }));

/** The moved item's row, focused once the lists show the move. */
function focusRow(key: string) {
  setTimeout(() => {
    const row = document.querySelector(`[data-row-key="${key}"]`)?.closest<HTMLElement>('[role="row"]');
    row?.focus();
  }, 0);
}

export function NavigationEditor() {
  const layout = routeApi.useLoaderData();
  const router = useRouter();
  const [navs, setNavs] = useState(() => editorNavs(layout));
  const [failure, setFailure] = useState<string>();
  const [status, setStatus] = useState("");
  const [saving, setSaving] = useState(false);
  const { isDirty, markDirty, markSaved } = useDirtyForm();
  const guard = useUnsavedChangesGuard(isDirty, "the navigation");
  useEffect(() => setNavs(editorNavs(layout)), [layout]);

  const change = (next: EditorNav[]) => {
    setNavs(next);
    markDirty();
    setStatus("Unsaved changes.");
  };
  const onMove = (move: Move) => {
    change(applyMove(navs, move));
    if (move.type !== "remove") focusRow(move.key);
  };
  const add = (node: NavNode, navId: string) => {
    change(navs.map((nav) => (nav.identifier === navId ? { ...nav, nodes: [...nav.nodes, node] } : nav)));
    focusRow(node.key);
  };

  const save = async () => {
    setSaving(true);
    setFailure(undefined);
    try {
      for (const nav of navs) {
        await answer(
          appApi.widget.UpdateNavigation.$post({
            json: {
              fieldName: nav.identifier,
              templateId: layout.templateId,
              navigation: { items: toItems(nav.nodes) },
            },
          }),
        );
      }
      setStatus("");
      markSaved();
      toast.success("Navigation saved. Visitors see it now.");
      await router.invalidate();
    } catch (err) {
      setFailure(err instanceof Error ? err.message : GENERAL_ERROR);
    } finally {
      setSaving(false);
    }
  };

  const used = new Set(navs.flatMap((nav) => toItems(nav.nodes)).flatMap(pageIdsOf));
  return (
    <section className="navigation-editor">
      {guard}
      <Heading level={1}>Navigation</Heading>
      <p>
        Drag items to reorder them, onto a folder to put them in it, or into the other list. By keyboard: each
        item's Move menu, or its drag button (Enter, then the arrow keys and Enter to drop).
      </p>
      {failure ? <ErrorBanner message={failure} onDismiss={() => setFailure(undefined)} /> : null}
      <p role="status" className="nav-status">
        {status}
      </p>
      {navs.map((nav) => (
        <div key={nav.identifier} className="nav-group">
          <Heading level={2}>{nav.title}</Heading>
          <NavList
            navs={navs}
            nav={nav}
            onMove={onMove}
            languages={layout.siteLanguages}
            onTitles={(key, titles) => change(setTranslatedTitles(navs, key, titles))}
          />
        </div>
      ))}
      <Button className="button-primary" onPress={() => void save()} isDisabled={saving}>
        {saving ? "Saving…" : "Save navigation"}
      </Button>
      <AddItems navs={navs} pages={layout.pages.filter((p) => !used.has(p.collectionId))} onAdd={add} />
    </section>
  );
}

const pageIdsOf = (item: ReturnType<typeof toItems>[number]): string[] =>
  "collectionId" in item ? [item.collectionId] : "children" in item ? item.children.flatMap(pageIdsOf) : [];

interface AddProps {
  navs: EditorNav[];
  pages: Layout["pages"];
  onAdd: (node: NavNode, navId: string) => void;
}

function NavSelect({
  navs,
  value,
  onChange,
}: {
  navs: EditorNav[];
  value: string;
  onChange: (v: string) => void;
}) {
  return (
    <label className="field">
      Add to
      <select value={value} onChange={(e) => onChange(e.target.value)}>
        {navs.map((nav) => (
          <option key={nav.identifier} value={nav.identifier}>
            {nav.title}
          </option>
        ))}
      </select>
    </label>
  );
}

function AddItems({ navs, pages, onAdd }: AddProps) {
  const first = navs[0]?.identifier ?? "";
  const [target, setTarget] = useState(first);
  const [pageId, setPageId] = useState("");
  const [linkTitle, setLinkTitle] = useState("");
  const [linkUrl, setLinkUrl] = useState("");
  const [newWindow, setNewWindow] = useState(false);
  const [folderTitle, setFolderTitle] = useState("");
  const [behaviour, setBehaviour] = useState<string>(String(FolderBehavior.NONE));

  const addPage = (e: FormEvent) => {
    e.preventDefault();
    const page = pages.find((p) => p.collectionId === pageId) ?? pages[0];
    if (!page) return;
    onAdd(
      {
        key: newKey(),
        kind: "page",
        title: page.title,
        url: page.url,
        item: { collectionId: page.collectionId },
        children: [],
      },
      target,
    );
    setPageId("");
  };
  const addLink = (e: FormEvent) => {
    e.preventDefault();
    const externalLink = { title: linkTitle.trim(), url: linkUrl.trim(), newWindow };
    if (!externalLink.title || !externalLink.url) return;
    onAdd(
      {
        key: newKey(),
        kind: "link",
        title: externalLink.title,
        url: externalLink.url,
        item: { externalLink },
        children: [],
      },
      target,
    );
    setLinkTitle("");
    setLinkUrl("");
    setNewWindow(false);
  };
  const addFolder = (e: FormEvent) => {
    e.preventDefault();
    const title = folderTitle.trim();
    if (!title) return;
    const folder = { title, folderBehavior: Number(behaviour) as 1 | 2 | 3 };
    onAdd(
      { key: newKey(), kind: "folder", title, url: null, item: { folder, children: [] }, children: [] },
      target,
    );
    setFolderTitle("");
  };

  return (
    <div className="nav-add">
      <Heading level={2}>Add to a navigation</Heading>
      <NavSelect navs={navs} value={target} onChange={setTarget} />
      <form onSubmit={addPage} aria-label="Add a page">
        <label className="field">
          Page
          <select value={pageId} onChange={(e) => setPageId(e.target.value)} disabled={pages.length === 0}>
            {pages.length === 0 ? <option value="">Every page is in a navigation</option> : null}
            {pages.map((p) => (
              <option key={p.collectionId} value={p.collectionId}>
                {p.title} ({p.url})
              </option>
            ))}
          </select>
        </label>
        <Button type="submit" isDisabled={pages.length === 0}>
          Add page
        </Button>
      </form>
      <form onSubmit={addLink} aria-label="Add a link">
        <label className="field">
          Link name
          <input value={linkTitle} onChange={(e) => setLinkTitle(e.target.value)} required />
        </label>
        <label className="field">
          Web address
          <input
            value={linkUrl}
            onChange={(e) => setLinkUrl(e.target.value)}
            placeholder="https://"
            required
          />
        </label>
        <Checkbox label="Open in new window" checked={newWindow} onChange={setNewWindow} />
        <Button type="submit">Add link</Button>
      </form>
      <form onSubmit={addFolder} aria-label="Add a folder">
        <label className="field">
          Folder name
          <input value={folderTitle} onChange={(e) => setFolderTitle(e.target.value)} required />
        </label>
        <label className="field">
          When clicked
          <select value={behaviour} onChange={(e) => setBehaviour(e.target.value)}>
            <option value={FolderBehavior.NONE}>Only opens its list</option>
            <option value={FolderBehavior.REDIRECT}>Goes to its first page</option>
            <option value={FolderBehavior.INDEX}>Shows a page listing its items</option>
          </select>
        </label>
        <Button type="submit">Add folder</Button>
      </form>
    </div>
  );
}
