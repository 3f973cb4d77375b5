// Where a navigation or footer link may point: a web address, an email or phone link, or a path of
// this site. Nothing else (javascript:, data:) ever reaches a visitor's page. 2083 is the spec's
// URL limit (section 9).
import { z } from "zod";

export const MAX_URL_LENGTH = 2083;

const WEB = /^https?:\/\/[^\s/?#]+\.[^\s/?#]+(?:[/?#]\S*)?$/i;
const LOCAL = /^\/(?!\/)\S*$/;
const MAILTO = /^mailto:[^\s@]+@[^\s@]+$/i;
const TEL = /^tel:\+?[\d\s().-]{3,32}$/i;

export const isLinkUrl = (url: string): boolean =>
  url.length <= MAX_URL_LENGTH && [WEB, LOCAL, MAILTO, TEL].some((pattern) => pattern.test(url));

export const linkUrl = (message: string) => z.string().trim().refine(isLinkUrl, message);
