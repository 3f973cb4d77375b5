// Literal IP addresses a webhook must not reach. An IPv6 address can carry an IPv4 one (mapped
// ::ffff:a.b.c.d, translated ::ffff:0:a.b.c.d, compatible ::a.b.c.d, NAT64 64:ff9b::a.b.c.d, 6to4
// 2002:aabb:ccdd::, Teredo's client): those are turned into the IPv4 address first, so
// [::127.0.0.1] or [64:ff9b::a9fe:a9fe] meet the same IPv4 rules as 127.0.0.1 and 169.254.169.254.
// Written and parsed by hand: no address library is a dependency, and the forms are few.

/** The four octets of a dotted IPv4 address (decimal only, as URL writes it), else undefined. */
export function parseIpv4(text: string): number[] | undefined {
  const parts = text.split(".");
  if (parts.length !== 4 || !parts.every((p) => /^\d{1,3}$/.test(p))) return undefined;
  const octets = parts.map(Number);
  return octets.every((o) => o <= 255) ? octets : undefined;
}

/** The eight 16-bit groups of an IPv6 address (no brackets, no zone), else undefined. */
export function parseIpv6(text: string): number[] | undefined {
  let body = text.toLowerCase();
  // A dotted IPv4 tail stands for the last two groups.
  const tail = /^(.*:)(\d+\.\d+\.\d+\.\d+)$/.exec(body);
  if (tail) {
    const v4 = parseIpv4(tail[2]!);
    if (!v4) return undefined;
    body = `${tail[1]}${((v4[0]! << 8) | v4[1]!).toString(16)}:${((v4[2]! << 8) | v4[3]!).toString(16)}`;
  }
  const halves = body.split("::");
  if (halves.length > 2) return undefined;
  const groups = (half: string) => (half === "" ? [] : half.split(":"));
  const head = groups(halves[0]!);
  const rest = halves.length === 2 ? groups(halves[1]!) : [];
  const missing = 8 - head.length - rest.length;
  if (halves.length === 2 ? missing < 1 : missing !== 0) return undefined;
  const all = [...head, ...Array<string>(missing).fill("0"), ...rest];
  if (!all.every((g) => /^[0-9a-f]{1,4}$/.test(g))) return undefined;
  return all.map((g) => parseInt(g, 16));
}

const octetsOf = (high: number, low: number) => [high >> 8, high & 0xff, low >> 8, low & 0xff];

/** The IPv4 address an IPv6 address carries in one of the known forms, else undefined. */
export function embeddedIpv4(g: readonly number[]): number[] | undefined {
  const zero = (from: number, to: number) => g.slice(from, to).every((x) => x === 0);
  // ::a.b.c.d (compatible, also :: and ::1), ::ffff:a.b.c.d (mapped), ::ffff:0:a.b.c.d (translated)
  if (zero(0, 5) && (g[5] === 0 || g[5] === 0xffff)) return octetsOf(g[6]!, g[7]!);
  if (zero(0, 4) && g[4] === 0xffff && g[5] === 0) return octetsOf(g[6]!, g[7]!);
  // 64:ff9b::/96, the well-known NAT64 prefix
  if (g[0] === 0x64 && g[1] === 0xff9b && zero(2, 6)) return octetsOf(g[6]!, g[7]!);
  // 2002::/16, 6to4: the IPv4 address follows the prefix
  if (g[0] === 0x2002) return octetsOf(g[1]!, g[2]!);
  // 2001:0::/32, Teredo: the client's IPv4 address, inverted, in the last two groups
  if (g[0] === 0x2001 && g[1] === 0) return octetsOf(~g[6]! & 0xffff, ~g[7]! & 0xffff);
  return undefined;
}

/** This network, private, shared (CGNAT), loopback, link-local, benchmarking, multicast, reserved. */
export function privateIpv4([a, b, c]: readonly number[]): boolean {
  return (
    a === 0 ||
    a === 10 ||
    a === 127 ||
    (a === 100 && b! >= 64 && b! <= 127) ||
    (a === 169 && b === 254) ||
    (a === 172 && b! >= 16 && b! <= 31) ||
    (a === 192 && b === 0 && c === 0) ||
    (a === 192 && b === 168) ||
    (a === 198 && (b === 18 || b === 19)) ||
    a! >= 224
  );
}

/** Unspecified, loopback and every IPv4-carrying form by its IPv4 address; ULA, link- and site-local, multicast, local-use NAT64. */
export function privateIpv6(g: readonly number[]): boolean {
  const v4 = embeddedIpv4(g);
  if (v4) return privateIpv4(v4);
  const first = g[0]!;
  return (
    (first & 0xfe00) === 0xfc00 || // fc00::/7 unique local
    (first & 0xffc0) === 0xfe80 || // fe80::/10 link-local
    (first & 0xffc0) === 0xfec0 || // fec0::/10 site-local (deprecated, still routed by some)
    (first & 0xff00) === 0xff00 || // ff00::/8 multicast
    (first === 0x64 && g[1] === 0xff9b && g[2] === 1) // 64:ff9b:1::/48, local-use NAT64 (RFC 8215)
  );
}
