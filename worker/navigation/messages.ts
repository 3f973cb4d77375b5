// What the navigation calls answer when they refuse (spec section 8 gives the first).

export const MAIN_NAVIGATION_NOT_FOUND = "Unable to find site main navigation";
export const NAVIGATION_ITEM_KIND =
  "A navigation item is a page (collectionId), a link (externalLink) or a folder (folder with children).";
export const MEMBER_AREAS_NOT_OFFERED = "Member areas cannot be added to a navigation on this site.";
export const NAVIGATION_ITEM_TWICE = "A page can be in the navigation only once.";
export const NAVIGATION_TOO_LONG = "A navigation holds at most 100 items, folders' pages included.";
export const FOLDER_IN_FOLDER = "A folder holds pages and links, not other folders.";
export const FOLDER_BEHAVIOR =
  "A folder's behaviour is 1 (index), 2 (redirect to its first page) or 3 (none).";
export const FOLDER_TITLE = "Please give the folder a title.";
export const LINK_TITLE = "Please give the link a title.";
export const LINK_URL =
  "A link's address starts with https://, http://, mailto:, tel: or / and is at most 2083 characters.";
export const FOLDER_URL_TAKEN = (urlId: string) => `The address /${urlId} is already a page of this site.`;
export const FOLDER_URL_TWICE = (urlId: string) => `Two folders cannot share the address /${urlId}.`;
export const navigationPageNotFound = (id: string) => `This site has no page with the id ${id}.`;
export const TOO_MANY_TRANSLATED_TITLES = "A navigation item holds at most 20 translated titles.";
