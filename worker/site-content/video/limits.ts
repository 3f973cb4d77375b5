/** Spec section 9: the URL limit. */
export const MAX_URL_LENGTH = 2083;
