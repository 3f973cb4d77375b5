// Every page carries its analytics context for the census script, and loads the analytics
// entries only after load, at idle.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { bumpContentVersion } from "../../worker/db/content-version";
import { createDb } from "../../worker/db/client";
import { Visitor } from "../worker/helpers";

async function context(path: string) {
  const res = await new Visitor().fetch(path);
  const html = await res.text();
  const match = /<script type="application\/json" id="ss-analytics">(.*?)<\/script>/.exec(html);
  return {
    status: res.status,
    html,
    context: match ? (JSON.parse(match[1]!) as Record<string, unknown>) : undefined,
  };
}

describe("the analytics context in pages", () => {
  it("the home page: its website, page type and the default switches", async () => {
    const { context: ctx, html } = await context("/");
    expect(ctx).toMatchObject({
      websiteId: "site_demo",
      templateId: "default",
      pageType: 2,
      restrictiveCookies: false,
      cloneable: false,
      censusDisabled: false,
      performance: true,
    });
    expect(html).toContain("requestIdleCallback");
    expect(html).toMatch(/addEventListener\("load",idle,\{once:true\}\)/);
  });

  it("a products collection is a PLP; a not-found page says 100 so the script sends no census", async () => {
    expect((await context("/shop")).context).toMatchObject({ pageType: 1, commercePage: "plp" });
    const missing = await context("/no-such-page");
    expect(missing.status).toBe(404);
    expect(missing.context).toMatchObject({ pageType: 100 });
  });

  it("carries the site's stored analytics switches (websites.analytics_settings)", async () => {
    await env.DB.prepare("UPDATE websites SET analytics_settings = ? WHERE id = 'site_demo'")
      .bind(
        JSON.stringify({
          restrictiveCookies: true,
          cloneable: true,
          censusDisabled: true,
          siteVisitorMetrics: true,
          pixelId: "px_123",
          performance: false,
        }),
      )
      .run();
    await bumpContentVersion(createDb(env.DB), "site_demo");
    expect((await context("/")).context).toMatchObject({
      restrictiveCookies: true,
      cloneable: true,
      censusDisabled: true,
      siteVisitorMetrics: true,
      pixelId: "px_123",
      performance: false,
    });
  });
});
