// Custom CSS: owners with design:write read and save it; it is size-limited; every visitor page
// links it under the content version (so saving changes cached pages at once), and the stylesheet
// cannot end a <style> element.
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { createDb } from "../../worker/db/client";
import { readContentVersion } from "../../worker/db/content-version";
import { ContributorRole } from "../../worker/owner/roles";
import { ensureDemoSeed } from "../../worker/seed/demo";
import { CUSTOM_CSS_TOO_LARGE, MAX_CUSTOM_CSS_BYTES } from "../../worker/site-content/custom-css";
import { Visitor } from "../worker/helpers";
import { addContributor, Owner } from "../owner/helpers";

const CUSTOM_CSS = "/api/owner/custom-css";
const designer = new Owner();
const draftEditor = new Owner();

const stylesheetLink = (html: string) =>
  /<link rel="stylesheet" href="(\/site-custom\.css\?v=\d+)">/.exec(html)?.[1];

beforeAll(async () => {
  await ensureDemoSeed(createDb(env.DB));
  await addContributor("css-editor@example.com", ContributorRole.EDITOR);
  await addContributor("css-draft@example.com", ContributorRole.DRAFT_EDITOR);
  expect((await designer.signIn("css-editor@example.com")).status).toBe(200);
  expect((await draftEditor.signIn("css-draft@example.com")).status).toBe(200);
});

describe("custom CSS", () => {
  it("starts empty, and pages link no stylesheet while it is", async () => {
    const res = await designer.fetch(CUSTOM_CSS);
    expect(await res.json()).toEqual({ css: "", maxBytes: MAX_CUSTOM_CSS_BYTES });
    expect(stylesheetLink(await (await new Visitor().fetch("/")).text())).toBeUndefined();
  });

  it("is saved by a designer, bumps the content version, and every page links it", async () => {
    const before = (await readContentVersion(createDb(env.DB), "site_demo"))!;
    const css = ".site-title { color: rebeccapurple; }";
    const res = await designer.put(CUSTOM_CSS, { css });
    expect(res.status).toBe(200);
    const after = (await readContentVersion(createDb(env.DB), "site_demo"))!;
    expect(after).toBe(before + 1);
    expect(await res.json()).toEqual({ css, href: `/site-custom.css?v=${after}` });

    for (const path of ["/", "/shop", "/cart"]) {
      const html = await (await new Visitor().fetch(path)).text();
      expect(stylesheetLink(html), path).toBe(`/site-custom.css?v=${after}`);
    }
    const sheet = await new Visitor().fetch(`/site-custom.css?v=${after}`);
    expect(sheet.headers.get("content-type")).toBe("text/css; charset=utf-8");
    expect(sheet.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(await sheet.text()).toBe(css);
    const stale = await new Visitor().fetch(`/site-custom.css?v=${before}`);
    expect(stale.headers.get("cache-control")).toBe("public, max-age=0, s-maxage=60");
  });

  it("cannot end a style element", async () => {
    await designer.put(CUSTOM_CSS, { css: 'a::after { content: "</style><script>alert(1)</script>"; }' });
    const html = await (await new Visitor().fetch("/")).text();
    const sheet = await (await new Visitor().fetch(stylesheetLink(html)!)).text();
    expect(sheet).not.toMatch(/<\/style/i);
    expect(sheet).toBe('a::after { content: "<\\/style><script>alert(1)</script>"; }');
    expect(html).not.toContain("alert(1)");
  });

  it(`refuses more than ${MAX_CUSTOM_CSS_BYTES} bytes with a message`, async () => {
    // "é" is two bytes: under the limit in characters, over it in bytes.
    const res = await designer.put(CUSTOM_CSS, { css: `/*${"é".repeat(MAX_CUSTOM_CSS_BYTES / 2)}*/` });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: CUSTOM_CSS_TOO_LARGE });
  });

  it("refuses roles without design:write, visitors, and a save without the xsrf token", async () => {
    expect((await draftEditor.fetch(CUSTOM_CSS)).status).toBe(403);
    expect((await new Visitor().fetch(CUSTOM_CSS)).status).toBe(401);
    const noToken = await designer.fetch(CUSTOM_CSS, {
      method: "PUT",
      headers: { "content-type": "application/json", origin: designer.origin, "x-xsrf-token": "wrong" },
      body: JSON.stringify({ css: "a{}" }),
    });
    expect(noToken.status).toBe(403);
    expect(await (await designer.fetch(CUSTOM_CSS)).json()).not.toEqual({
      css: "a{}",
      maxBytes: MAX_CUSTOM_CSS_BYTES,
    });
  });

  it("answers 400 for a body without css", async () => {
    const res = await designer.put(CUSTOM_CSS, { style: "a{}" });
    expect(res.status).toBe(400);
  });
});
