// The owner panel's shell at /config: private, its own script, and none of it on storefront pages.
import { describe, expect, it } from "vitest";
import { Visitor } from "../worker/helpers";

describe("the panel shell", () => {
  it.each(["/config", "/config/", "/config/sign-in", "/config/products"])(
    "serves %s privately",
    async (path) => {
      const res = await new Visitor().fetch(path);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toMatch(/^text\/html/);
      expect(res.headers.get("cache-control")).toBe("private, no-store");
      expect(res.headers.get("x-frame-options")).toBe("DENY");
      const html = await res.text();
      expect(html).toContain('<div id="panel">');
      expect(html).toContain('src="/client/owner/main.tsx"');
      expect(html).not.toContain("/client/main.tsx");
    },
  );

  it.each(["/", "/shop", "/shop/linen-field-shirt", "/cart"])(
    "keeps the panel's script off %s",
    async (path) => {
      const html = await (await new Visitor().fetch(path)).text();
      expect(html).toContain("/client/main.tsx");
      expect(html).not.toContain("client/owner");
    },
  );
});
