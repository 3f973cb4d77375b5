// Tracking links for the shipping email and the order pages: the carriers whose public tracking
// page takes the number in its address. Any other carrier's number is shown as text.
const TRACKING_PAGES: Record<string, (number: string) => string> = {
  usps: (n) => `https://tools.usps.com/go/TrackConfirmAction?tLabels=${n}`,
  ups: (n) => `https://www.ups.com/track?tracknum=${n}`,
  fedex: (n) => `https://www.fedex.com/fedextrack/?trknbr=${n}`,
  dhl: (n) => `https://www.dhl.com/global-en/home/tracking/tracking-express.html?tracking-id=${n}`,
};

export const KNOWN_CARRIERS = ["USPS", "UPS", "FedEx", "DHL"] as const;

/** The carrier's tracking page for `number`, or undefined for a carrier we do not know. */
export function trackingUrl(carrier: string | null, number: string | null): string | undefined {
  if (!carrier || !number) return undefined;
  const page = TRACKING_PAGES[carrier.trim().toLowerCase()];
  return page?.(encodeURIComponent(number.replace(/\s+/g, "")));
}
