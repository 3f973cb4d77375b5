// What the custom domain calls answer (the spec shows none; ours, written as a visitor reads them).

export const DOMAIN_INVALID = "Enter a domain name such as shop.example.com.";
export const DOMAIN_TAKEN = "This domain is already connected to a site.";
export const DOMAIN_NOT_FOUND = "This domain is not connected to this site.";
export const DOMAIN_PRIMARY = "Your site's own address cannot be removed.";
export const DOMAIN_LIMIT = "A site can have at most 10 domains.";
export const DOMAIN_RECORD_MISSING =
  "The TXT record was not found yet. DNS changes can take up to 48 hours to reach everyone.";
export const DOMAIN_DNS_UNREACHABLE = "Unable to check DNS right now. Please try again.";
export const DOMAIN_ALREADY_VERIFIED = "This domain is already verified.";
