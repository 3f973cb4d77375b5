// Owner-written HTML (code blocks, page bodies) made safe on the worker (workerd, no DOM): what a
// visitor's browser could run comes out, what the owner meant to show stays.
import { describe, expect, it } from "vitest";
import { sanitizeOwnerHtml } from "../../worker/site-content/rich-text/render";

// Anything that would run script, load a frame or restyle the page, in the output.
const DANGER =
  /<script|<style|<iframe(?![^>]*src="https:\/\/(www\.youtube|player\.vimeo))|<svg|<math|<object|<embed|<form|<input|<base|<meta|<link|\son\w+=|javascript:|vbscript:|data:|style=|expression\(/i;

describe("owner HTML sanitising", () => {
  it.each([
    ["a script element", "<p>Hi</p><script>alert(1)</script>", "<p>Hi</p>"],
    ["a script with a src", '<script src="https://evil.example/x.js"></script>ok', "ok"],
    ["an image's onerror", '<img src="/a.png" onerror="alert(1)" alt="A">', '<img src="/a.png" alt="A">'],
    ["an svg's onload", '<svg onload="alert(1)"><circle r="1"/></svg><p>after</p>', "<p>after</p>"],
    ["a body's onload", '<body onload="alert(1)"><p>x</p></body>', "<p>x</p>"],
    [
      "a details' ontoggle",
      '<details open ontoggle="alert(1)"><summary>S</summary>T</details>',
      "<details open><summary>S</summary>T</details>",
    ],
    ["a javascript: href", '<a href="javascript:alert(1)">x</a>', "<a>x</a>"],
    ["a javascript: href in capitals", '<a href="JAVASCRIPT:alert(1)">x</a>', "<a>x</a>"],
    ["a javascript: href with entities", '<a href="&#106;avascript&#58;alert(1)">x</a>', "<a>x</a>"],
    ["a javascript: href in hex entities", '<a href="&#x6A;&#x61;vascript:alert(1)">x</a>', "<a>x</a>"],
    ["a javascript: href with a tab inside", '<a href="java&#x09;script:alert(1)">x</a>', "<a>x</a>"],
    ["a javascript: href with a newline inside", '<a href="java\nscript:alert(1)">x</a>', "<a>x</a>"],
    ["a javascript: href after spaces", '<a href="  javascript:alert(1)">x</a>', "<a>x</a>"],
    ["a javascript: href after a control character", '<a href="&#1;javascript:alert(1)">x</a>', "<a>x</a>"],
    ["a vbscript: href", '<a href="vbscript:msgbox(1)">x</a>', "<a>x</a>"],
    [
      "a data: href",
      '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
      "<a>x</a>",
    ],
    ["a data: image", '<img src="data:image/png;base64,iVBORw0KGgo=" alt="">', '<img alt="">'],
    ["a style element", "<style>body{display:none}</style><p>x</p>", "<p>x</p>"],
    ["a style attribute with expression()", '<p style="width: expression(alert(1))">x</p>', "<p>x</p>"],
    [
      "a style attribute with url(javascript:)",
      "<div style=\"background:url('javascript:alert(1)')\">x</div>",
      "<div>x</div>",
    ],
    ["an iframe of another site", '<iframe src="https://evil.example/"></iframe><p>x</p>', "<p>x</p>"],
    ["an iframe with a javascript: src", '<iframe src="javascript:alert(1)"></iframe>', ""],
    ["an iframe with srcdoc", '<iframe srcdoc="<script>alert(1)</script>"></iframe>', ""],
    ["a form", '<form action="https://evil.example"><input name="card"><button>Pay</button></form>', ""],
    ["an object and an embed", '<object data="x.swf"></object><embed src="x.swf">', ""],
    [
      "a base and a meta refresh",
      '<base href="https://evil.example/"><meta http-equiv="refresh" content="0;url=https://evil.example">',
      "",
    ],
    ["a comment hiding markup", "<!--<img src=x onerror=alert(1)>--><p>x</p>", "<p>x</p>"],
    ["markup broken to fool a regex", "<img src=x onerror=alert(1)//<p>x</p>", '<img src="x">x<p></p>'],
    ["a textarea breaking out", "<textarea></textarea><script>alert(1)</script>", ""],
    [
      "an anchor with a target other than a new window",
      '<a href="/a" target="_parent">x</a>',
      '<a href="/a">x</a>',
    ],
  ])("removes %s", (_name, html, expected) => {
    const clean = sanitizeOwnerHtml(html);
    expect(clean).toBe(expected);
    expect(clean).not.toMatch(DANGER);
  });

  it("keeps what an owner writes to show: text, headings, lists, tables, quotes, code and images", () => {
    const html =
      '<h2 id="menu" class="big">Menu</h2><p>Our <strong>best</strong> <em>dishes</em><br>daily.</p>' +
      '<ul><li>Soup</li></ul><ol start="2"><li>Bread</li></ol>' +
      "<table><thead><tr><th>Day</th></tr></thead><tbody><tr><td>Mon</td></tr></tbody></table>" +
      '<blockquote>Good</blockquote><pre><code class="language-html">&lt;b&gt;</code></pre>' +
      '<figure><img src="https://cdn.example.com/a.jpg" alt="Soup" width="600" height="400"><figcaption>Soup</figcaption></figure>' +
      '<p><a href="https://example.com">web</a> <a href="/about">page</a> <a href="mailto:a@example.com">mail</a> <a href="#top">top</a></p>';
    expect(sanitizeOwnerHtml(html)).toBe(
      html.replace('id="menu"', 'id="user-content-menu"').replace("&lt;b&gt;", "&#x3C;b>"),
    );
  });

  it("gives a new-window link noopener noreferrer", () => {
    expect(sanitizeOwnerHtml('<a href="https://example.com" target="_blank" rel="opener">x</a>')).toBe(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });

  it("keeps a YouTube or Vimeo player, sandboxed, without the permissions the owner's HTML asked for", () => {
    expect(
      sanitizeOwnerHtml(
        '<iframe src="https://www.youtube.com/embed/abc" width="560" height="315" allow="camera; microphone" allowfullscreen onload="alert(1)"></iframe>',
      ),
    ).toBe(
      '<iframe src="https://www.youtube.com/embed/abc" width="560" height="315" allowfullscreen sandbox="allow-scripts allow-same-origin allow-presentation allow-popups" loading="lazy" referrerpolicy="strict-origin-when-cross-origin" title="Embedded video"></iframe>',
    );
    expect(
      sanitizeOwnerHtml('<iframe src="https://player.vimeo.com/video/1" title="Tour"></iframe>'),
    ).toContain('title="Tour"');
  });

  it("refuses a look-alike of an allowed player", () => {
    expect(sanitizeOwnerHtml('<iframe src="https://www.youtube.com.evil.example/embed/abc"></iframe>')).toBe(
      "",
    );
    expect(sanitizeOwnerHtml('<iframe src="http://www.youtube.com/embed/abc"></iframe>')).toBe("");
  });

  it("keeps the text of an element it does not allow", () => {
    expect(sanitizeOwnerHtml("<marquee>Sale <b>now</b></marquee>")).toBe("Sale <b>now</b>");
  });

  it("keeps HTML nested as deep as a browser nests it", () => {
    const html = "<div>".repeat(512) + "deep" + "</div>".repeat(512);
    expect(sanitizeOwnerHtml(html)).toBe(html);
  });

  it("shows nothing for HTML nested deeper than the worker's stack, rather than failing the page", () => {
    expect(sanitizeOwnerHtml("<div>".repeat(20_000) + "<script>alert(1)</script>")).toBe("");
  });
});
