// What the navigation calls answer when they refuse (spec section 8 gives the first).

export const MAIN_NAVIGATION_NOT_FOUND = "Unable to find site main navigation";
export const NAVIGATION_ITEMS_ONLY_PAGES =
  "The main navigation holds this site's pages for now; links, member areas and folders come with the navigation editor.";
export const NAVIGATION_ITEM_TWICE = "A page can be in the navigation only once.";
export const NAVIGATION_TOO_LONG = "The navigation holds at most 100 items.";
export const navigationPageNotFound = (id: string) => `This site has no page with the id ${id}.`;
