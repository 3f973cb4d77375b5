// Where a webhook may be sent. A site served on a local name (localhost, *.localhost, *.test,
// worker/domains/hostname.ts) or on a loopback address is a development site: it may send anywhere
// over http or https, so a receiver on the same machine works. Any other site sends only over
// https, and never to a literal private, loopback, link-local or unique-local address, nor to a
// local or single-label name: a webhook must not become a way into the platform's own network.
// Names are checked as written, not resolved (a Worker cannot resolve them before fetching);
// deployed Workers' fetch does not reach private networks, which covers a public name pointed at
// a private address. Checked when the endpoint is saved; its address cannot be changed afterwards.
import { isLocalHostname } from "../../domains/hostname";
import { URL_INVALID, URL_NOT_HTTPS, URL_PRIVATE } from "../messages";

function ipv4(host: string): number[] | undefined {
  const parts = host.split(".");
  if (parts.length !== 4 || !parts.every((p) => /^\d{1,3}$/.test(p))) return undefined;
  const octets = parts.map(Number);
  return octets.every((o) => o <= 255) ? octets : undefined;
}

function privateIpv4([a, b]: number[]): boolean {
  return (
    a === 0 ||
    a === 10 ||
    a === 127 ||
    (a === 100 && b! >= 64 && b! <= 127) ||
    (a === 169 && b === 254) ||
    (a === 172 && b! >= 16 && b! <= 31) ||
    (a === 192 && b === 168) ||
    a! >= 224
  );
}

function privateIpv6(host: string): boolean {
  const ip = host.replace(/^\[|\]$/g, "").toLowerCase();
  if (ip === "::" || ip === "::1") return true;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(ip);
  if (mapped) return privateIpv4(ipv4(mapped[1]!)!);
  // URL normalises ::ffff:a.b.c.d to hex groups: ::ffff:7f00:1
  if (ip.startsWith("::ffff:")) return true;
  return /^f[cd]/.test(ip) || /^fe[89ab]/.test(ip);
}

export function isPrivateHost(host: string): boolean {
  if (host.startsWith("[")) return privateIpv6(host);
  const v4 = ipv4(host);
  if (v4) return privateIpv4(v4);
  return (
    isLocalHostname(host) || host.endsWith(".local") || host.endsWith(".internal") || !host.includes(".")
  );
}

/** Answers the refusal's message, or undefined when `raw` may receive webhooks. */
export function checkWebhookUrl(raw: string, development: boolean): string | undefined {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return URL_INVALID;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return URL_INVALID;
  if (url.username || url.password) return URL_INVALID;
  if (development) return undefined;
  if (url.protocol !== "https:") return URL_NOT_HTTPS;
  if (isPrivateHost(url.hostname)) return URL_PRIVATE;
  return undefined;
}

/** Whether the site sending is a development site: served on a local name or a loopback address. */
export function isDevelopmentSite(requestUrl: string): boolean {
  const host = new URL(requestUrl).hostname;
  return isLocalHostname(host) || host === "[::1]" || ipv4(host)?.[0] === 127;
}
