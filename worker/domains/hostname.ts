// Domain names an owner may connect: lower-case DNS names of at least two labels (each 1-63 letters,
// digits or inner hyphens, at most 253 characters), no port, no IP address. Local names
// (localhost, *.localhost, *.test: RFC 6761, never in public DNS) need no proof of ownership.
import { z } from "zod";
import { DOMAIN_INVALID } from "./messages";

const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;

export function isHostname(host: string): boolean {
  if (host.length > 253) return false;
  const labels = host.split(".");
  if (labels.length < 2 || !labels.every((l) => LABEL.test(l))) return false;
  // The last label of a public name is never all digits, so "10.0.0.1" is refused.
  return !/^\d+$/.test(labels[labels.length - 1]!);
}

export const isLocalHostname = (host: string) =>
  host === "localhost" || host.endsWith(".localhost") || host.endsWith(".test");

/** Where the owner puts the proof: a TXT record on this name. */
export const verificationRecordName = (host: string) => `_atelier-verification.${host}`;

export const domainBody = z.object({
  host: z
    .string(DOMAIN_INVALID)
    .trim()
    .toLowerCase()
    .transform((h) => h.replace(/\.$/, ""))
    .refine(isHostname, DOMAIN_INVALID),
});
export type DomainBody = z.input<typeof domainBody>;
