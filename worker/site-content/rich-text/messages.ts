// The link editor's messages. The first four are the owner messages of spec section 5, word for
// word; the spec leaves their placeholders open, and we fill them with the examples below. The last
// is ours (the spec gives the 2083 limit of section 9 without wording).
import { EMAIL_FORMAT_EXAMPLE } from "../../forms/messages";

/** `{host}` and `{host}`: a bare host and a full address; the link editor accepts both shapes. */
export const LINK_HOST_EXAMPLES = ["example.com", "https://example.com"] as const;

export const LINK_FORMAT = `Links must be formatted as ${LINK_HOST_EXAMPLES[0]} or ${LINK_HOST_EXAMPLES[1]}`;
export const notAPageUrl = (val: string) => `${val} is not a valid page URL`;
export const EMAIL_INVALID = "Please enter a valid email";
export const EMAIL_FORMAT = `Emails must be formatted as ${EMAIL_FORMAT_EXAMPLE}`;

export const linkTooLong = (max: number) => `A link can be at most ${max} characters long.`;
