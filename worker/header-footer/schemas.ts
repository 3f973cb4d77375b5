// The site's header and footer (PUT /api/site-header-footer {header, footer}; the spec shows the
// names only, so the fields are ours, see docs/navigation.md). Shared by the worker and the panel.
import { z } from "zod";
import { linkUrl } from "../navigation/link-url";

export const HEADER_LAYOUTS = ["title-left", "title-centered"] as const;
export const SOCIAL_SERVICES = [
  "facebook",
  "instagram",
  "x",
  "youtube",
  "tiktok",
  "pinterest",
  "linkedin",
  "mastodon",
  "email",
] as const;
/** What a social link reads on the site when the owner gave no user name. */
export const SOCIAL_LABELS: Record<(typeof SOCIAL_SERVICES)[number], string> = {
  facebook: "Facebook",
  instagram: "Instagram",
  x: "X",
  youtube: "YouTube",
  tiktok: "TikTok",
  pinterest: "Pinterest",
  linkedin: "LinkedIn",
  mastodon: "Mastodon",
  email: "Email",
};
export const MAX_SOCIAL_LINKS = 12;
export const MAX_FOOTER_TEXT = 500;

export const SOCIAL_LINK_URL = "A social link's address starts with https:// (mailto: for email).";
export const FOOTER_TEXT_TOO_LONG = `The footer text is at most ${MAX_FOOTER_TEXT} characters.`;
export const TOO_MANY_SOCIAL_LINKS = `A site shows at most ${MAX_SOCIAL_LINKS} social links.`;

/** Spec section 3's social profile: serviceName, profileUrl (userName is what the link reads). */
export const socialLink = z
  .object({
    serviceName: z.enum(SOCIAL_SERVICES),
    profileUrl: linkUrl(SOCIAL_LINK_URL).refine((u) => /^(https:|mailto:)/i.test(u), SOCIAL_LINK_URL),
    userName: z.string().trim().max(100).default(""),
  })
  .strict();

/** A navigation of the theme (template.conf), or null for none. */
const navigationName = z.string().min(1).max(100).nullable();

export const siteHeader = z
  .object({
    layout: z.enum(HEADER_LAYOUTS),
    navigation: navigationName,
    showSearch: z.boolean(),
    showCartLink: z.boolean(),
    showLanguageSwitcher: z.boolean(),
    showSocialLinks: z.boolean(),
    socialLinks: z.array(socialLink).max(MAX_SOCIAL_LINKS, TOO_MANY_SOCIAL_LINKS),
  })
  .strict();

export const siteFooter = z
  .object({
    /** Plain text; empty shows "{site title} · Made with Atelier". */
    text: z.string().trim().max(MAX_FOOTER_TEXT, FOOTER_TEXT_TOO_LONG),
    navigation: navigationName,
    showSocialLinks: z.boolean(),
  })
  .strict();

export const headerFooterBody = z.object({ header: siteHeader, footer: siteFooter }).strict();

export type SiteHeader = z.infer<typeof siteHeader>;
export type SiteFooter = z.infer<typeof siteFooter>;
export type HeaderFooter = z.infer<typeof headerFooterBody>;

export const DEFAULT_HEADER_FOOTER: HeaderFooter = {
  header: {
    layout: "title-left",
    navigation: "mainNav",
    showSearch: true,
    showCartLink: true,
    showLanguageSwitcher: true,
    showSocialLinks: false,
    socialLinks: [],
  },
  footer: { text: "", navigation: "footerNav", showSocialLinks: true },
};
