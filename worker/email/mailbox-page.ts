// The HTML of /dev/mailbox: each message's envelope and text, and its HTML body inside a
// sandboxed iframe (srcdoc, no allow-scripts), so a message is seen as a mail client would show it
// but nothing in it runs. Every value is escaped for where it lands.
import { escapeHtml, escapeHtmlAttribute } from "../template/strings";
import type { mailboxMessages } from "../db/schema";

type MailboxMessage = typeof mailboxMessages.$inferSelect;

/** Also sent as a header: no script runs on this page or in the frames it holds. */
export const MAILBOX_CSP = "default-src 'none'; style-src 'unsafe-inline'; img-src data:; frame-src 'self'";

const time = (ms: number) => new Date(ms).toISOString().replace("T", " ").slice(0, 19) + " UTC";

function messageHtml(m: MailboxMessage): string {
  return `<article>
<h2>${escapeHtml(m.subject)}</h2>
<dl><dt>To</dt><dd>${escapeHtml(m.to)}</dd><dt>From</dt><dd>${escapeHtml(m.from)}</dd>
<dt>Sent</dt><dd><time datetime="${new Date(m.sentAt).toISOString()}">${time(m.sentAt)}</time></dd></dl>
<pre>${escapeHtml(m.textBody)}</pre>
<iframe sandbox title="${escapeHtmlAttribute(`HTML of ${m.subject}`)}" srcdoc="${escapeHtmlAttribute(m.htmlBody)}"></iframe>
</article>`;
}

export function mailboxPage(messages: MailboxMessage[]): string {
  const list =
    messages.length === 0 ? `<p>No email has been sent yet.</p>` : messages.map(messageHtml).join("\n");
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="Content-Security-Policy" content="${MAILBOX_CSP}">
<title>Development mailbox</title>
<style>body{font:16px/1.4 system-ui,sans-serif;max-width:50rem;margin:2rem auto;padding:0 1rem}
article{border-top:1px solid #ccc;padding:1rem 0}dl{display:grid;grid-template-columns:auto 1fr;gap:0 1rem}
dd{margin:0}pre{white-space:pre-wrap}iframe{width:100%;min-height:12rem;border:1px solid #ddd}</style></head>
<body><main><h1>Development mailbox</h1>
<p>Emails the worker sent while no email API is configured (EMAIL_API_KEY), newest first.</p>
${list}
</main></body>
</html>
`;
}
