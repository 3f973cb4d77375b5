// The live preview is the worker's own rendering of the draft in a same-origin iframe. A change
// to blocks re-renders only the sections it touched (POST render-section) and swaps them into the
// iframe's document; adding, removing or reordering sections reloads the preview after the save.
import type { PageSection } from "../../../../worker/site-content/document";
import { answer, api } from "../../api";

/**
 * Typing changes a section once per key. Its renders go one at a time, each after the one before,
 * and one that a later change overtook while waiting is never sent: answers then arrive in order
 * (an earlier answer arriving last would leave the preview behind the draft), and a burst of keys
 * costs the worker one render at a time instead of one per key.
 */
const latestRender = new Map<string, number>();
/**
 * A render that has not answered in this long is given up, as a network failure: the owner is
 * told, and the section's next change renders afresh instead of queueing behind it for good.
 */
export const RENDER_TIMEOUT_MS = 10_000;
const renderQueue = new Map<string, Promise<unknown>>();
let renders = 0;

/** Swaps the section's fresh rendering into the preview; false when a later change overtook it. */
export function renderSectionInto(
  frame: HTMLIFrameElement | null,
  pageId: string,
  section: PageSection,
): Promise<boolean> {
  const key = `${pageId}\n${section.id}`;
  const ticket = ++renders;
  latestRender.set(key, ticket);
  const isLatest = () => latestRender.get(key) === ticket;
  const before = renderQueue.get(key) ?? Promise.resolve();
  const run = before
    .catch(() => undefined)
    .then(async () => {
      if (!isLatest()) return false;
      let html: string;
      const giveUp = new AbortController();
      const timer = setTimeout(() => giveUp.abort(), RENDER_TIMEOUT_MS);
      try {
        ({ html } = await answer(
          api.pages[":id"]["render-section"].$post(
            { param: { id: pageId }, json: { section } },
            { init: { signal: giveUp.signal } },
          ),
        ));
      } catch (err) {
        // A later change is rendered next; only the latest render's failure is the owner's news.
        if (isLatest()) throw err;
        return false;
      } finally {
        clearTimeout(timer);
      }
      const current = frame?.contentDocument?.querySelector(`[data-section-id="${CSS.escape(section.id)}"]`);
      if (current) current.outerHTML = html;
      return true;
    });
  renderQueue.set(key, run);
  return run;
}

/** The draft's preview, a version's, or the page's saved translation into `language`. */
export function previewUrl(pageId: string, versionId?: string, language?: string): string {
  const base = `/api/owner/pages/${encodeURIComponent(pageId)}/preview`;
  if (versionId) return `${base}?version=${encodeURIComponent(versionId)}`;
  return language ? `${base}?language=${encodeURIComponent(language)}` : base;
}
