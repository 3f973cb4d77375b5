// What a link may point to, checked by the link editor in the panel (with the owner's message) and
// again by the worker when it renders rich text (a stored href that fails is dropped, its text
// kept). Only web addresses (http, https), email (mailto), phone (tel) and the site's own pages
// (a path starting with one slash) pass; javascript:, data: and every other scheme do not.
import { EMAIL_MAX_LENGTH, isValidEmail } from "../../forms/email-check";
import { EMAIL_FORMAT, EMAIL_INVALID, LINK_FORMAT, linkTooLong, notAPageUrl } from "./messages";

/** Spec section 9: the URL limit. */
export const URL_MAX_LENGTH = 2083;

/** Always pages of a site, whatever the owner built: the homepage and the cart (spec section 1). */
const FIXED_PAGE_PATHS = ["/", "/cart"];

export type LinkCheck = { ok: true; href: string } | { ok: false; message: string };

export interface LinkCheckOptions {
  /**
   * The site's page paths ("/about"). Given (in the panel), a site-relative link must name one of
   * them; left out (the worker at render time), only its shape is checked.
   */
  pagePaths?: readonly string[];
}

const fail = (message: string): LinkCheck => ({ ok: false, message });

// Whitespace, controls and backslashes have no place in an address; browsers drop or rewrite
// them, which is how "java\tscript:" and "/\evil.example" slip past looser checks.
const UNSAFE_CHARS = /[\s\u0000-\u001f\u007f\\]/;
const SCHEME = /^[a-z][a-z0-9+.-]*:/i;
const DNS_LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;
const TOP_LEVEL = /^(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/;
const PHONE = /^\+?[0-9().\- ]{3,32}$/;
const SITE = "https://site.invalid";

function isPublicHostname(hostname: string): boolean {
  const labels = hostname.split(".");
  const top = labels[labels.length - 1] ?? "";
  return labels.length >= 2 && labels.every((l) => DNS_LABEL.test(l)) && TOP_LEVEL.test(top);
}

function parse(url: string, base?: string): URL | null {
  try {
    return new URL(url, base);
  } catch {
    return null;
  }
}

function webAddress(input: string): LinkCheck {
  // The scheme in lower case: the sanitiser compares schemes as written.
  const href = /^https?:\/\//i.test(input)
    ? input.replace(/^https?/i, (s) => s.toLowerCase())
    : `https://${input}`;
  const url = parse(href);
  if (!url || !/^https?:$/.test(url.protocol) || url.username || url.password) return fail(LINK_FORMAT);
  return isPublicHostname(url.hostname) ? { ok: true, href } : fail(LINK_FORMAT);
}

function emailAddress(input: string): LinkCheck {
  const rest = input.replace(/^mailto:/i, "");
  const query = rest.indexOf("?");
  const encoded = query === -1 ? rest : rest.slice(0, query);
  let address: string;
  try {
    address = decodeURIComponent(encoded);
  } catch {
    return fail(EMAIL_FORMAT);
  }
  if (address === "" || address.length > EMAIL_MAX_LENGTH) return fail(EMAIL_INVALID);
  if (!isValidEmail(address)) return fail(EMAIL_FORMAT);
  return { ok: true, href: `mailto:${rest}` };
}

function phoneNumber(input: string): LinkCheck {
  const number = input.slice("tel:".length);
  const digits = number.replace(/\D/g, "").length;
  return PHONE.test(number) && digits >= 3
    ? { ok: true, href: `tel:${number.replaceAll(" ", "")}` }
    : fail(LINK_FORMAT);
}

function normalPath(path: string): string {
  const lower = path.toLowerCase();
  return lower.length > 1 && lower.endsWith("/") ? lower.slice(0, -1) : lower;
}

function sitePage(input: string, pagePaths: readonly string[] | undefined): LinkCheck {
  const url = parse(input, SITE);
  if (!url || url.origin !== SITE || input.startsWith("//")) return fail(notAPageUrl(input));
  if (pagePaths) {
    const known = [...FIXED_PAGE_PATHS, ...pagePaths].map((p) => normalPath(parse(p, SITE)?.pathname ?? p));
    if (!known.includes(normalPath(url.pathname))) return fail(notAPageUrl(input));
  }
  return { ok: true, href: input };
}

/** The link editor's check of a typed address: the href to store, or the owner's message. */
export function checkLink(value: string, options: LinkCheckOptions = {}): LinkCheck {
  const input = value.trim();
  if (input.length > URL_MAX_LENGTH) return fail(linkTooLong(URL_MAX_LENGTH));
  if (input.startsWith("/"))
    return UNSAFE_CHARS.test(input) ? fail(notAPageUrl(input)) : sitePage(input, options.pagePaths);
  if (/^mailto:/i.test(input)) return emailAddress(input);
  if (/^tel:/i.test(input)) return phoneNumber(input);
  if (input === "" || UNSAFE_CHARS.test(input)) return fail(LINK_FORMAT);
  // "name@example.com" typed without mailto: is an email link.
  if (!SCHEME.test(input) && input.includes("@") && !input.includes("/")) return emailAddress(input);
  return webAddress(input);
}

/** A stored href as the worker renders it, or null when it may not be rendered as a link. */
export function safeHref(href: unknown): string | null {
  if (typeof href !== "string") return null;
  const checked = checkLink(href);
  return checked.ok ? checked.href : null;
}
