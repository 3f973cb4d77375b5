// Owner messages of the page builder (the spec names none for these; ours, in its tone).
export const MAX_BLOCKS_PER_LAYOUT = 60;
export const TOO_MANY_BLOCKS = `A page can hold at most ${MAX_BLOCKS_PER_LAYOUT} blocks. Remove a block before adding another.`;
export const MAX_URL_LENGTH = 2083;
export const URL_TOO_LONG = `Web addresses can be at most ${MAX_URL_LENGTH} characters long.`;
export const MAX_ORDERABLE_ITEMS = 250;
export const TOO_MANY_PAGES = `A site can hold at most ${MAX_ORDERABLE_ITEMS} pages and collections in its page list.`;
export const MAX_ALBUM_TRACKS = 60;
export const TOO_MANY_TRACKS = `An album can hold at most ${MAX_ALBUM_TRACKS} tracks. Remove a track before adding another.`;
export const MAX_GALLERIES_PER_PAGE = 20;
export const TOO_MANY_GALLERIES = `A page can hold at most ${MAX_GALLERIES_PER_PAGE} galleries. Remove a gallery before adding another.`;
export const DUPLICATE_BLOCK_ID = "Two blocks of this page have the same id.";
export const PAGE_NOT_FOUND = "This page no longer exists.";
export const VERSION_NOT_FOUND = "This version no longer exists.";
export const STALE_DRAFT =
  "This page was changed in another window or by someone else. Reload the page to see the latest draft.";
export const URL_TAKEN = "Another page already uses this URL.";
export const RESERVED_URL = (urlId: string) =>
  `/${urlId} is an address of the site itself (its cart, checkout, search or files). Choose another URL.`;
export const NOT_A_CONTENT_PAGE = "Only pages have a layout to edit.";
export const SCHEDULE_IN_PAST = "Choose a publish time in the future.";
export const HOMEPAGE_DELETE = "The homepage cannot be deleted. Make another page the homepage first.";
export const NOTHING_TO_PUBLISH = "There are no unpublished changes to publish.";
export const SITE_CHANGED_SINCE =
  "Pages were changed in another window or by someone else since you opened this list. Review the changes again before publishing.";
export const PAGE_NAMED_TWICE = "Each page can be named only once.";
