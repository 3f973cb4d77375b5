// staging, dev or prod from the hostname (spec section 9).
export function environmentOf(hostname: string): "prod" | "staging" | "dev" {
  if (hostname === "localhost" || hostname.endsWith(".localhost") || /^127\.|^\[?::1\]?$/.test(hostname)) {
    return "dev";
  }
  return /(^|[.-])staging([.-]|$)/.test(hostname) ? "staging" : "prod";
}
