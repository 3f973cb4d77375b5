// Every page kind answers with its security headers: a Content-Security-Policy that allows the
// page's own inline scripts (the islands' loaders) by hash and nothing else inline, the
// Referrer-Policy, the Permissions-Policy, and HSTS on https only; a page from the edge cache keeps
// them. Each test uses its own host so cached pages never leak between tests.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { DEMO_PAGE_PASSWORD } from "../../worker/seed/demo-data";
import { Visitor } from "./helpers";

let hosts = 0;
const visitorOn = (scheme: "http" | "https") => new Visitor(`${scheme}://headers-${++hosts}.test`);

async function sha256(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return `'sha256-${btoa(String.fromCharCode(...new Uint8Array(digest)))}'`;
}

/** The bodies of the scripts a browser would run inline (no src, not a JSON data block). */
function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script(?![^>]*\ssrc=)([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes = ""]) => !/type="application\/(?:ld\+)?json"/.test(attributes))
    .map(([, , body = ""]) => body);
}

function directive(policy: string, name: string): string[] {
  const found = policy
    .split(";")
    .map((part) => part.trim().split(/\s+/))
    .find(([key]) => key === name);
  return found?.slice(1) ?? [];
}

describe("the owner's own scripts", () => {
  it("relax the script policy of a page whose form runs a script after it is sent, and only that page", async () => {
    // The demo site is seeded on its first request; the page is then viewed on a host of its own.
    await (await visitorOn("http").fetch("/contact")).text();
    const row = await env.DB.prepare("SELECT definition FROM forms WHERE id = 'form_contact'").first<{
      definition: string;
    }>();
    const definition = JSON.parse(row!.definition) as { postSubmitHtml: string };
    const withScript = {
      ...definition,
      postSubmitHtml: `${definition.postSubmitHtml}<script>track()</script>`,
    };
    await env.DB.prepare("UPDATE forms SET definition = ? WHERE id = 'form_contact'")
      .bind(JSON.stringify(withScript))
      .run();
    try {
      const visitor = visitorOn("http");
      const contact = await visitor.fetch("/contact");
      expect(contact.status).toBe(200);
      const relaxed = directive(contact.headers.get("content-security-policy") ?? "", "script-src");
      expect(relaxed).toContain("'unsafe-inline'");
      // A hash in the list would make browsers ignore 'unsafe-inline'.
      expect(relaxed.filter((source) => source.startsWith("'sha256-"))).toEqual([]);
      const shop = await visitor.fetch("/shop");
      expect(directive(shop.headers.get("content-security-policy") ?? "", "script-src")).not.toContain(
        "'unsafe-inline'",
      );
    } finally {
      await env.DB.prepare("UPDATE forms SET definition = ? WHERE id = 'form_contact'")
        .bind(row!.definition)
        .run();
    }
  });
});

describe("security headers on visitor pages", () => {
  it.each([
    ["home", "/", 200],
    ["listing", "/shop", 200],
    ["product", "/shop/linen-field-shirt", 200],
    ["search", "/search?q=linen", 200],
    ["lock screen", "/wholesale", 200],
    ["cart", "/cart", 200],
    ["not found", "/no-such-page", 404],
    ["owner panel", "/config", 200],
  ])(
    "the %s page (%s) allows its own inline scripts by hash and nothing else",
    async (_kind, path, status) => {
      const res = await visitorOn("http").fetch(path);
      expect(res.status).toBe(status);
      const html = await res.text();
      const policy = res.headers.get("content-security-policy") ?? "";
      const scriptSrc = directive(policy, "script-src");
      for (const script of inlineScripts(html)) expect(scriptSrc).toContain(await sha256(script));
      expect(scriptSrc).not.toContain("'unsafe-inline'");
      expect(scriptSrc).not.toContain("'unsafe-eval'");
      expect(scriptSrc).not.toContain(await sha256("alert(document.cookie)"));
      expect(directive(policy, "object-src")).toEqual(["'none'"]);
      // Pages may be framed by the owner panel's preview; the panel itself by nothing.
      expect(directive(policy, "frame-ancestors")).toEqual([path === "/config" ? "'none'" : "'self'"]);
      expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
      expect(res.headers.get("permissions-policy")).toContain("camera=()");
      expect(res.headers.get("permissions-policy")).toContain("geolocation=()");
      expect(res.headers.get("strict-transport-security")).toBeNull();
    },
  );

  it("sends HSTS on https only, and a page from the edge cache keeps every header", async () => {
    const visitor = visitorOn("https");
    const first = await visitor.fetch("/shop/linen-field-shirt");
    // The islands' loaders are inline: the policy must name them, not only be present.
    expect(inlineScripts(await first.text()).length).toBeGreaterThan(0);
    expect(first.headers.get("x-cache")).toBe("MISS");
    expect(first.headers.get("strict-transport-security")).toBe("max-age=31536000");
    for (let view = 0; view < 3; view++) {
      const again = await visitor.fetch("/shop/linen-field-shirt");
      await again.text();
      expect(again.headers.get("x-cache")).toBe("HIT");
      for (const name of [
        "content-security-policy",
        "referrer-policy",
        "permissions-policy",
        "strict-transport-security",
      ]) {
        expect(again.headers.get(name)).toBe(first.headers.get(name));
      }
    }
  });

  it("sends the headers on a protected page once it is unlocked", async () => {
    const visitor = visitorOn("http");
    await visitor.fetch("/wholesale", {
      method: "POST",
      body: new URLSearchParams({ password: DEMO_PAGE_PASSWORD }),
      redirect: "manual",
    });
    const res = await visitor.fetch("/wholesale");
    const html = await res.text();
    const scriptSrc = directive(res.headers.get("content-security-policy") ?? "", "script-src");
    for (const script of inlineScripts(html)) expect(scriptSrc).toContain(await sha256(script));
    expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
  });
});
