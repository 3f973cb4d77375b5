// The site's header and footer (GET and PUT /api/site-header-footer): the defaults until saved, a
// save shows on every page at once (the content version moves), refusals say why, and only roles
// that may change the design save.
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { createDb } from "../../worker/db/client";
import { readContentVersion } from "../../worker/db/content-version";
import { DEFAULT_HEADER_FOOTER, type HeaderFooter } from "../../worker/header-footer/schemas";
import { ContributorRole } from "../../worker/owner/roles";
import { DEMO_WEBSITE_ID } from "../../worker/seed/demo-data";
import { ensureDemoSeed } from "../../worker/seed/demo";
import { Visitor } from "../worker/helpers";
import { addContributor, Owner } from "./helpers";

const PATH = "/api/site-header-footer";
const admin = new Owner();
const storeManager = new Owner();

const put = (owner: Owner, body: unknown) => owner.put(PATH, body);
const version = async () => (await readContentVersion(createDb(env.DB), DEMO_WEBSITE_ID))!;
const homeHtml = async () => (await new Visitor().fetch("/")).text();

const CUSTOM: HeaderFooter = {
  header: {
    layout: "title-centered",
    navigation: "mainNav",
    showSearch: false,
    showCartLink: false,
    showLanguageSwitcher: true,
    showSocialLinks: true,
    socialLinks: [
      { serviceName: "instagram", profileUrl: "https://instagram.com/atelier", userName: "" },
      { serviceName: "email", profileUrl: "mailto:hello@example.com", userName: "Write to us" },
    ],
  },
  footer: { text: "© Atelier Ceramics, Lisbon", navigation: null, showSocialLinks: false },
};

beforeAll(async () => {
  await ensureDemoSeed(createDb(env.DB));
  await addContributor("hf-admin@example.com", ContributorRole.ADMIN);
  await addContributor("hf-store@example.com", ContributorRole.STORE_MANAGER);
  expect((await admin.signIn("hf-admin@example.com")).status).toBe(200);
  expect((await storeManager.signIn("hf-store@example.com")).status).toBe(200);
});

describe("site header and footer", () => {
  it("answers the defaults before anything is saved", async () => {
    const res = await admin.fetch(PATH);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual(DEFAULT_HEADER_FOOTER);
    const html = await homeHtml();
    expect(html).toContain('<form class="site-search"');
    expect(html).toContain("Made with Atelier");
  });

  it("saves header and footer, and every page shows them at once", async () => {
    const before = await version();
    const res = await put(admin, CUSTOM);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual(CUSTOM);
    expect(await version()).toBeGreaterThan(before);
    expect(await (await admin.fetch(PATH)).json()).toEqual(CUSTOM);

    for (const path of ["/", "/shop"]) {
      const html = await (await new Visitor().fetch(path)).text();
      expect(html).toContain('<header class="site-header header-title-centered">');
      expect(html).not.toContain('<form class="site-search"');
      expect(html).not.toContain('data-island="CartCounter"');
      expect(html).toContain(
        '<a href="https://instagram.com/atelier" rel="me noopener" target="_blank">Instagram</a>',
      );
      expect(html).toContain(
        '<a href="mailto:hello@example.com" rel="me noopener" target="_blank">Write to us</a>',
      );
      expect(html).toContain("<p>© Atelier Ceramics, Lisbon</p>");
      expect(html).not.toContain("Made with Atelier");
    }
    expect((await put(admin, DEFAULT_HEADER_FOOTER)).status).toBe(200);
    expect(await homeHtml()).toContain("Made with Atelier");
  });

  it("refuses what a header or footer cannot hold, with a message, changing nothing", async () => {
    const before = await version();
    const cases: [unknown, string][] = [
      [
        { ...CUSTOM, header: { ...CUSTOM.header, navigation: "sideNav" } },
        "The theme has no navigation named sideNav.",
      ],
      [
        {
          ...CUSTOM,
          header: {
            ...CUSTOM.header,
            socialLinks: [{ serviceName: "instagram", profileUrl: "javascript:x" }],
          },
        },
        "A social link's address starts with https:// (mailto: for email).",
      ],
      [
        { ...CUSTOM, footer: { ...CUSTOM.footer, text: "x".repeat(501) } },
        "The footer text is at most 500 characters.",
      ],
      [
        {
          ...CUSTOM,
          header: {
            ...CUSTOM.header,
            socialLinks: Array.from({ length: 13 }, () => CUSTOM.header.socialLinks[0]),
          },
        },
        "A site shows at most 12 social links.",
      ],
    ];
    for (const [body, message] of cases) {
      const res = await put(admin, body);
      expect(res.status).toBe(400);
      expect(((await res.json()) as { message: string }).message).toContain(message);
    }
    const missing = await put(admin, { header: CUSTOM.header });
    expect(missing.status).toBe(400);
    expect(await version()).toBe(before);
  });

  it("is for signed-in roles that change the design", async () => {
    expect((await new Visitor().fetch(PATH)).status).toBe(401);
    expect((await put(new Owner(), CUSTOM)).status).toBe(401);
    const refused = await put(storeManager, CUSTOM);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ message: "Your role on this site does not allow this." });
    expect(await (await admin.fetch(PATH)).json()).toEqual(DEFAULT_HEADER_FOOTER);
  });
});
