// What the collection endpoints answer when a body is refused (4xx), word for word.
export const INVALID_DATA_JSON = "data must be a JSON object.";
export const INVALID_VISITOR_COOKIE = "The visitor cookie is not valid.";
export const WRONG_WEBSITE = "websiteId does not belong to this site.";
export const INVALID_EVENT_NAME = "event must be a name of letters, digits, '-' or '_'.";
export const INVALID_ITEM_ID = "The item id is not valid.";
export const INVALID_PERFORMANCE_RECORDS = "The body must be a JSON array of 1 to 50 performance records.";
export const NOT_ACCEPTED = "The event could not be queued. Please try again.";
export const FORM_REQUIRED = "The body must be form-encoded.";
