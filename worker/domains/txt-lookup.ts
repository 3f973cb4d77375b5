// TXT records through DNS over HTTPS (the JSON API Cloudflare's and Google's resolvers answer), so
// the worker needs no socket. DNS_RESOLVER_URL picks another resolver; tests stub fetch.
export const DEFAULT_RESOLVER = "https://cloudflare-dns.com/dns-query";
const TXT = 16;
const LOOKUP_MS = 3000;

interface DnsJson {
  Status: number;
  Answer?: { type: number; data: string }[];
}

/** A record's text: its quoted strings joined ('"a" "b"' -> "ab"), as TXT values are split. */
const txtData = (data: string) =>
  [...data.matchAll(/"((?:[^"\\]|\\.)*)"/g)].map((m) => m[1]).join("") || data;

/** The TXT values at `name`; throws when the resolver cannot be reached or answers an error. */
export async function lookupTxt(name: string, resolver = DEFAULT_RESOLVER): Promise<string[]> {
  const url = `${resolver}?name=${encodeURIComponent(name)}&type=TXT`;
  const res = await fetch(url, {
    headers: { accept: "application/dns-json" },
    signal: AbortSignal.timeout(LOOKUP_MS),
  });
  if (!res.ok) throw new Error(`DNS resolver answered ${res.status}`);
  const body = (await res.json()) as DnsJson;
  // 3 is NXDOMAIN: no such name, so no record (yet).
  if (body.Status !== 0 && body.Status !== 3) throw new Error(`DNS status ${body.Status}`);
  return (body.Answer ?? []).filter((a) => a.type === TXT).map((a) => txtData(a.data));
}
