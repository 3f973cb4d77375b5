// Which addresses a site on a public name may send webhooks to: every way of writing a private,
// loopback or link-local IPv4 address inside an IPv6 one is refused like the IPv4 address itself.
import { describe, expect, it } from "vitest";
import { checkWebhookUrl } from "../../worker/connections/webhooks/url-policy";

const REFUSED = "Webhook addresses must be reachable on the public internet";

const refused: [form: string, url: string][] = [
  ["IPv4 loopback", "https://127.0.0.1/x"],
  ["IPv4 private", "https://10.1.2.3/x"],
  ["IPv4 private 192.168", "https://192.168.0.10/x"],
  ["IPv4 link-local (cloud metadata)", "https://169.254.169.254/latest"],
  ["IPv4 shared (CGNAT)", "https://100.64.0.1/x"],
  ["IPv4 written in hex", "https://0x7f.0.0.1/x"],
  ["IPv6 loopback", "https://[::1]/x"],
  ["IPv6 unspecified", "https://[::]/x"],
  ["IPv6 unique local", "https://[fd00::1]/x"],
  ["IPv6 link-local", "https://[fe80::1]/x"],
  ["IPv6 multicast", "https://[ff02::1]/x"],
  ["IPv4-mapped, dotted", "https://[::ffff:127.0.0.1]/x"],
  ["IPv4-mapped, hex", "https://[::ffff:a9fe:a9fe]/x"],
  ["IPv4-translated", "https://[::ffff:0:10.0.0.1]/x"],
  ["IPv4-compatible, dotted", "https://[::127.0.0.1]/x"],
  ["IPv4-compatible, hex", "https://[::a9fe:a9fe]/x"],
  ["IPv4-compatible, written in full", "https://[0:0:0:0:0:0:c0a8:1]/x"],
  ["NAT64 well-known prefix, hex", "https://[64:ff9b::a9fe:a9fe]/x"],
  ["NAT64 well-known prefix, dotted", "https://[64:ff9b::127.0.0.1]/x"],
  ["NAT64 local-use prefix", "https://[64:ff9b:1::a9fe:a9fe]/x"],
  ["6to4 of a private address", "https://[2002:c0a8:1::1]/x"],
  ["Teredo with a loopback client", "https://[2001:0:4136:e378:8000:63bf:80ff:fffe]/x"],
  ["local name", "https://localhost/x"],
  ["single-label name", "https://intranet/x"],
];

const accepted: [form: string, url: string][] = [
  ["public name", "https://hooks.example.com/x"],
  ["public IPv4", "https://8.8.8.8/x"],
  ["public IPv6", "https://[2606:4700:4700::1111]/x"],
  ["IPv4-mapped public address", "https://[::ffff:8.8.8.8]/x"],
  ["NAT64 of a public address", "https://[64:ff9b::808:808]/x"],
  ["6to4 of a public address", "https://[2002:808:808::1]/x"],
];

describe("a webhook address on a site with a public name", () => {
  it.each(refused)("is refused when it is %s (%s)", (_form, url) => {
    expect(checkWebhookUrl(url, false)).toBe(REFUSED);
  });

  it.each(accepted)("is taken when it is a %s (%s)", (_form, url) => {
    expect(checkWebhookUrl(url, false)).toBeUndefined();
  });
});
