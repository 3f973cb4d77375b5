// GET /dev/mailbox: what was sent, newest first, escaped, never cached; gone with a real provider.
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env, exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { devMailbox } from "../../worker/email/dev-mailbox";
import worker from "../../worker/index";
import { Visitor } from "../worker/helpers";
import { db } from "./helpers";

const send = (sentAt: number, subject: string, textBody: string, htmlBody: string) =>
  devMailbox(db, () => sentAt).send({
    from: "Atelier <notifications@atelier.example>",
    to: "owner@example.com",
    subject,
    textBody,
    htmlBody,
    idempotencyKey: `page:${subject}`,
  });

describe("GET /dev/mailbox", () => {
  it("lists what was sent, newest first, with HTML bodies escaped into a sandboxed frame", async () => {
    await send(Date.UTC(2026, 4, 1, 9), "Older", "first", "<p>first</p>");
    await send(
      Date.UTC(2026, 4, 1, 10),
      "<script>alert(1)</script> Newer",
      "Hi <b>there</b>",
      `<p onclick="x()">Hello</p><script>steal()</script>`,
    );
    const visitor = new Visitor();
    const res = await visitor.fetch("/dev/mailbox");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    expect(res.headers.get("content-security-policy")).toContain("default-src 'none'");
    const html = await res.text();
    expect(html.indexOf("Newer")).toBeLessThan(html.indexOf("Older"));
    expect(html).toContain("<h2>&lt;script&gt;alert(1)&lt;/script&gt; Newer</h2>");
    expect(html).toContain("<pre>Hi &lt;b&gt;there&lt;/b&gt;</pre>");
    expect(html).toContain("<dd>owner@example.com</dd>");
    expect(html).toContain('<time datetime="2026-05-01T10:00:00.000Z">2026-05-01 10:00:00 UTC</time>');
    expect(html).toContain(
      'srcdoc="&lt;p onclick=&quot;x()&quot;&gt;Hello&lt;/p&gt;&lt;script&gt;steal()&lt;/script&gt;"',
    );
    expect(html).toMatch(/<iframe sandbox title=/);
    expect(html).not.toContain("<script>");
    // Never stored by the edge cache: the next request is rendered afresh.
    const again = await visitor.fetch("/dev/mailbox");
    expect(again.headers.get("x-cache")).toBe("MISS");
  });

  it("is not found once a real email API is configured", async () => {
    const ctx = createExecutionContext();
    const res = await worker.fetch(
      new Request("http://localhost/dev/mailbox"),
      { ...env, EMAIL_API_KEY: "re_secret" },
      ctx,
    );
    await waitOnExecutionContext(ctx);
    expect(res.status).toBe(404);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
  });

  it("is not found on any host but this machine's, even without an email API", async () => {
    const res = await exports.default.fetch(new Request("https://shop.example.com/dev/mailbox"));
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain("owner@example.com");
    expect((await exports.default.fetch(new Request("http://127.0.0.1/dev/mailbox"))).status).toBe(200);
  });
});
