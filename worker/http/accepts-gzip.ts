// Whether a request's Accept-Encoding takes gzip (RFC 9110 §12.5.3): named, or through `*`, with
// a q above 0. Every browser sends one of a handful of values, so the last few answers are kept
// and the hot path does not parse the header again.
import { parseAccept } from "hono/utils/accept";

const MAX_REMEMBERED = 16;
const remembered = new Map<string, boolean>();

function decide(header: string): boolean {
  const offers = parseAccept(header);
  const named = offers.find((offer) => offer.type.toLowerCase() === "gzip");
  if (named) return named.q > 0;
  const any = offers.find((offer) => offer.type === "*");
  return any !== undefined && any.q > 0;
}

export function acceptsGzip(header: string | null): boolean {
  if (!header) return false;
  let answer = remembered.get(header);
  if (answer === undefined) {
    answer = decide(header);
    if (remembered.size >= MAX_REMEMBERED) remembered.clear();
    remembered.set(header, answer);
  }
  return answer;
}
