import { describe, expect, it } from "vitest";
import {
  applyMove,
  fromLink,
  movesFor,
  moveLabel,
  rowsOf,
  setTranslatedTitles,
  toItems,
  translatedTitlesOf,
  type EditorNav,
} from "../../client/owner/navigation/tree";

function navs(): EditorNav[] {
  return [
    {
      identifier: "mainNav",
      title: "Main Navigation",
      nodes: [
        fromLink({ collectionId: "home", title: "Home", url: "/", enabled: true }),
        fromLink({ collectionId: "shop", title: "Shop", url: "/shop", enabled: true }),
        fromLink({ folder: { title: "About", folderBehavior: 3 }, title: "About", url: null, children: [] }),
      ],
    },
    { identifier: "footerNav", title: "Footer Navigation", nodes: [] },
  ];
}

const titles = (state: EditorNav[]) =>
  state.map((nav) => rowsOf(nav.nodes).map((r) => `${"-".repeat(r.depth)}${r.node.title}`));

describe("the navigation editor's moves", () => {
  it("moves up and down among siblings, into and out of a folder, to the other navigation and out", () => {
    let state = navs();
    const [home, shop, about] = state[0]!.nodes.map((n) => n.key);
    state = applyMove(state, { type: "down", key: home! });
    expect(titles(state)[0]).toEqual(["Shop", "Home", "About"]);
    state = applyMove(state, { type: "into", key: shop!, folderKey: about! });
    expect(titles(state)[0]).toEqual(["Home", "About", "-Shop"]);
    state = applyMove(state, { type: "out", key: shop! });
    expect(titles(state)[0]).toEqual(["Home", "About", "Shop"]);
    state = applyMove(state, { type: "toNav", key: home!, nav: "footerNav" });
    expect(titles(state)).toEqual([["About", "Shop"], ["Home"]]);
    state = applyMove(state, { type: "remove", key: home! });
    expect(titles(state)[1]).toEqual([]);
    expect(toItems(state[0]!.nodes)).toEqual([
      { folder: { title: "About", folderBehavior: 3 }, children: [] },
      { collectionId: "shop" },
    ]);
  });

  it("drops before, after and on a folder; a folder never lands inside another", () => {
    let state = navs();
    const [home, shop, about] = state[0]!.nodes.map((n) => n.key);
    state = applyMove(state, { type: "drop", key: about!, targetKey: home!, position: "before" });
    expect(titles(state)[0]).toEqual(["About", "Home", "Shop"]);
    state = applyMove(state, { type: "drop", key: shop!, targetKey: about!, position: "on" });
    expect(titles(state)[0]).toEqual(["About", "-Shop", "Home"]);
    state = applyMove(state, { type: "drop", key: home!, targetKey: shop!, position: "after" });
    expect(titles(state)[0]).toEqual(["About", "-Shop", "-Home"]);
    expect(applyMove(state, { type: "drop", key: about!, targetKey: home!, position: "on" })).toEqual(state);
  });

  it("offers only the moves that are possible, worded for the menu", () => {
    const state = navs();
    const [home, , about] = state[0]!.nodes.map((n) => n.key);
    expect(movesFor(state, home!).map((m) => moveLabel(state, m))).toEqual([
      "Move down",
      "Move into folder About",
      "Move to Footer Navigation",
      "Remove from navigation",
    ]);
    expect(movesFor(state, about!).map((m) => moveLabel(state, m))).toEqual([
      "Move up",
      "Move to Footer Navigation",
      "Remove from navigation",
    ]);
  });
});

describe("translated titles of links and folders", () => {
  it("sets a link's and a folder's titles in other languages, leaving empty ones out, and saves them", () => {
    let state = navs();
    state[0]!.nodes.push(
      fromLink({
        externalLink: { title: "Journal", url: "/journal", newWindow: false },
        title: "Journal",
        url: "/journal",
      }),
    );
    const [home, , about, journal] = state[0]!.nodes;
    state = setTranslatedTitles(state, journal!.key, { fr: " Le journal ", de: "" });
    state = setTranslatedTitles(state, about!.key, { fr: "À propos" });
    expect(translatedTitlesOf(state[0]!.nodes[3]!)).toEqual({ fr: "Le journal" });
    expect(toItems(state[0]!.nodes)[3]).toEqual({
      externalLink: { title: "Journal", url: "/journal", newWindow: false, titles: { fr: "Le journal" } },
    });
    expect(toItems(state[0]!.nodes)[2]).toMatchObject({
      folder: { title: "About", titles: { fr: "À propos" } },
    });
    // A page's titles are its translation's: nothing to set on the item.
    expect(setTranslatedTitles(state, home!.key, { fr: "Accueil" })[0]!.nodes[0]!.item).toEqual({
      collectionId: "home",
    });
  });
});
