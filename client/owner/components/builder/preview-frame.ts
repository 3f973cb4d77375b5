// The live preview is the worker's own rendering of the draft in a same-origin iframe. A change
// to blocks re-renders only the sections it touched (POST render-section) and swaps them into the
// iframe's document; adding, removing or reordering sections reloads the preview after the save.
import type { PageSection } from "../../../../worker/site-content/document";
import { answer, api } from "../../api";

export async function renderSectionInto(
  frame: HTMLIFrameElement | null,
  pageId: string,
  section: PageSection,
) {
  const { html } = await answer(
    api.pages[":id"]["render-section"].$post({ param: { id: pageId }, json: { section } }),
  );
  const current = frame?.contentDocument?.querySelector(`[data-section-id="${CSS.escape(section.id)}"]`);
  if (current) current.outerHTML = html;
}

/** The draft's preview, a version's, or the page's saved translation into `language`. */
export function previewUrl(pageId: string, versionId?: string, language?: string): string {
  const base = `/api/owner/pages/${encodeURIComponent(pageId)}/preview`;
  if (versionId) return `${base}?version=${encodeURIComponent(versionId)}`;
  return language ? `${base}?language=${encodeURIComponent(language)}` : base;
}
