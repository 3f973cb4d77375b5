// Saved views of the products and orders tables: an owner saves the table's search, sort, filters
// and rows per page under a name, lists and deletes them; each owner sees only their own, and a
// role that may not read a table may not keep views of it.
import { beforeAll, describe, expect, it } from "vitest";
import { ContributorRole } from "../../worker/owner/roles";
import { Visitor } from "../worker/helpers";
import { signedInAdmin } from "../public-api/helpers";
import { addContributor, Owner } from "./helpers";

const VIEWS = "/api/owner/saved-views";

interface View {
  id: string;
  name: string;
  tableName: string;
  state: {
    search: string;
    sort: { id: string; desc: boolean }[];
    filters: Record<string, string>;
    pageSize: number;
  };
}

let alice: Owner;
let bob: Owner;

async function signedIn(email: string, role: ContributorRole) {
  await addContributor(email, role);
  const owner = new Owner();
  expect((await owner.signIn(email)).status).toBe(200);
  return owner;
}

const viewsOf = async (owner: Owner, table: string) => {
  const res = await owner.fetch(`${VIEWS}?table=${table}`);
  expect(res.status).toBe(200);
  return ((await res.json()) as { views: View[] }).views;
};

const LOW_STOCK = {
  search: "mug",
  sort: [{ id: "stock", desc: false }],
  filters: { status: "published", type: "PHYSICAL" },
  pageSize: 50,
};

beforeAll(async () => {
  alice = await signedInAdmin(`views-alice-${crypto.randomUUID().slice(0, 6)}@example.com`);
  bob = await signedIn(
    `views-bob-${crypto.randomUUID().slice(0, 6)}@example.com`,
    ContributorRole.STORE_MANAGER,
  );
});

describe("saved views", () => {
  it("saves a products view, lists it for its owner only, and deletes it", async () => {
    const res = await alice.post(VIEWS, { table: "products", name: "Low stock mugs", state: LOW_STOCK });
    expect(res.status).toBe(201);
    const { view } = (await res.json()) as { view: View };
    expect(view).toMatchObject({ name: "Low stock mugs", tableName: "products", state: LOW_STOCK });

    expect((await viewsOf(alice, "products")).map((v) => v.name)).toEqual(["Low stock mugs"]);
    expect(await viewsOf(bob, "products")).toEqual([]);
    expect(await viewsOf(alice, "orders")).toEqual([]);

    const stolen = await bob.fetch(`${VIEWS}/${view.id}`, {
      method: "DELETE",
      headers: { origin: bob.origin },
    });
    expect(stolen.status).toBe(404);
    expect(await stolen.json()).toEqual({ message: `Saved view '${view.id}' was not found.` });
    const gone = await alice.fetch(`${VIEWS}/${view.id}`, {
      method: "DELETE",
      headers: { origin: alice.origin },
    });
    expect(gone.status).toBe(204);
    expect(await viewsOf(alice, "products")).toEqual([]);
  });

  it("replaces the owner's view of the same name", async () => {
    const first = await bob.post(VIEWS, {
      table: "orders",
      name: "To ship",
      state: { filters: { status: "paid" } },
    });
    expect(first.status).toBe(201);
    const again = await bob.post(VIEWS, {
      table: "orders",
      name: "To ship",
      state: { filters: { status: "paid" }, pageSize: 100 },
    });
    expect(again.status).toBe(200);
    const views = await viewsOf(bob, "orders");
    expect(views).toHaveLength(1);
    expect(views[0]!.state).toEqual({ search: "", sort: [], filters: { status: "paid" }, pageSize: 100 });
  });

  it("refuses a view without a name, of an unknown table or with an odd page size", async () => {
    const noName = await alice.post(VIEWS, { table: "orders", name: "  ", state: {} });
    expect(noName.status).toBe(400);
    expect(((await noName.json()) as { message: string }).message).toBe(
      "Name the view in 1 to 60 characters.",
    );
    const table = await alice.post(VIEWS, { table: "pages", name: "x", state: {} });
    expect(table.status).toBe(400);
    expect(((await table.json()) as { message: string }).message).toBe(
      "Choose the table: products or orders.",
    );
    expect((await alice.post(VIEWS, { table: "orders", name: "x", state: { pageSize: 7 } })).status).toBe(
      400,
    );
  });

  it("keeps a role out of the views of a table it may not read, and a visitor out of all", async () => {
    const editor = await signedIn(
      `views-editor-${crypto.randomUUID().slice(0, 6)}@example.com`,
      ContributorRole.EDITOR,
    );
    expect((await editor.fetch(`${VIEWS}?table=products`)).status).toBe(200);
    const refused = await editor.post(VIEWS, { table: "orders", name: "Mine", state: {} });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ message: "Your role on this site does not allow this." });
    expect((await editor.fetch(`${VIEWS}?table=orders`)).status).toBe(403);
    expect((await new Visitor().fetch(`${VIEWS}?table=products`)).status).toBe(401);
    const noXsrf = await alice.post(
      VIEWS,
      { table: "orders", name: "x", state: {} },
      { "x-xsrf-token": "nope" },
    );
    expect(noXsrf.status).toBe(403);
  });
});
