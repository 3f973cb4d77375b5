// Words of the blog and events calls, shown to owners and visitors as they are.

export const COLLECTION_NOT_FOUND = "This blog or events collection no longer exists.";
export const NOT_A_BLOG = "Posts and events can only be added to a blog or events collection.";
export const ITEM_NOT_FOUND = "This post or event no longer exists.";
export const ITEM_URL_TAKEN = "Another item of this collection already uses this URL.";
export const EVENT_DATES_REQUIRED = "Please enter when the event starts and ends.";
export const EVENT_ENDS_BEFORE_START = "An event cannot end before it starts.";
export const COMMENT_NOT_FOUND = "This comment no longer exists.";

/** The longest comment, in characters (the island's counter reads it: no zod in its chunk). */
export const MAX_COMMENT_LENGTH = 2000;

export const COMMENT_NAME_REQUIRED = "Please enter your name.";
export const COMMENT_TEXT_REQUIRED = "Please enter a comment.";
export const COMMENT_TOO_LONG = "A comment can be at most 2000 characters long.";
export const COMMENTS_CLOSED = "Comments are closed.";
export const COMMENT_AWAITS_APPROVAL = "Thank you! Your comment will appear once it is approved.";
export const LIKES_OFF = "Likes are turned off on this site.";

/** Status words of a post or event in the owner's list (spec section 3). */
export const ITEM_STATUS_WORDS = ["Draft", "Scheduled", "Published"] as const;
export type ItemStatusWord = (typeof ITEM_STATUS_WORDS)[number];
