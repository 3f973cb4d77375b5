// Where a webhook may be sent. A site served on a local name (localhost, *.localhost, *.test,
// worker/domains/hostname.ts) or on a loopback address is a development site: it may send anywhere
// over http or https, so a receiver on the same machine works. Any other site sends only over
// https, and never to a literal private, loopback, link-local or unique-local address, nor to a
// local or single-label name: a webhook must not become a way into the platform's own network.
// IPv6 forms that carry an IPv4 address are judged by that address (./ip-address.ts).
// Names are checked as written, not resolved (a Worker cannot resolve them before fetching);
// deployed Workers' fetch does not reach private networks, which covers a public name pointed at
// a private address. Checked when the endpoint is saved; its address cannot be changed afterwards.
import { isLocalHostname } from "../../domains/hostname";
import { parseIpv4, parseIpv6, privateIpv4, privateIpv6 } from "./ip-address";
import { URL_INVALID, URL_NOT_HTTPS, URL_PRIVATE } from "../messages";

export function isPrivateHost(host: string): boolean {
  if (host.startsWith("[")) {
    // An address URL cannot parse here is not one to send to.
    const groups = parseIpv6(host.slice(1, -1));
    return !groups || privateIpv6(groups);
  }
  const v4 = parseIpv4(host);
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
  return isLocalHostname(host) || host === "[::1]" || parseIpv4(host)?.[0] === 127;
}
