// Shared by the blog and events tests: an admin, a draft editor, a moderator and a viewer on the
// demo site, and a blog and an events collection made through the Pages call.
import { expect } from "vitest";
import { forgetAllWebsites } from "../../worker/db/website-memo";
import { ContributorRole } from "../../worker/owner/roles";
import { Visitor } from "../worker/helpers";
import { addContributor, Owner } from "../owner/helpers";

export const BLOG = "/api/owner/blog";
export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;

export interface ItemJson {
  id: string;
  urlId: string;
  fullUrl: string;
  title: string;
  status: string;
  statusWord: string;
  publicCommentCount: number;
  likeCount: number;
  startDate: number | null;
  endDate: number | null;
}

export async function signedIn(email: string, role: ContributorRole): Promise<Owner> {
  await addContributor(email, role);
  const owner = new Owner();
  expect((await owner.signIn(email)).status).toBe(200);
  return owner;
}

export async function newCollection(owner: Owner, title: string, typeName: "blog" | "events") {
  const res = await owner.post("/api/owner/pages", { type: 1, title, typeName });
  expect(res.status).toBe(201);
  return ((await res.json()) as { page: { id: string; urlId: string; typeName: string } }).page;
}

export async function newItem(owner: Owner, collectionId: string, body: Record<string, unknown>) {
  const res = await owner.post(`${BLOG}/collections/${collectionId}/items`, body);
  expect(res.status, await res.clone().text()).toBe(201);
  return ((await res.json()) as { item: ItemJson }).item;
}

export async function visitorSees(path: string, visitor = new Visitor()) {
  forgetAllWebsites();
  const res = await visitor.fetch(path);
  return { status: res.status, html: await res.text(), cacheControl: res.headers.get("cache-control") };
}
