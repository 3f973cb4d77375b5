// Web-vitals thresholds of spec section 9: at or below the first is good, above the second poor.
// No imports: the performance collector bundles this file.
export const VITAL_THRESHOLDS = {
  FCP: [1800, 3000],
  LCP: [2500, 4000],
  CLS: [0.1, 0.25],
  FID: [100, 300],
  INP: [200, 500],
} as const;

export type VitalName = keyof typeof VITAL_THRESHOLDS;
export type VitalRating = "good" | "needs-improvement" | "poor";

export const isVitalName = (name: string): name is VitalName => Object.hasOwn(VITAL_THRESHOLDS, name);

export function rateVital(name: VitalName, value: number): VitalRating {
  const [good, poor] = VITAL_THRESHOLDS[name];
  return value <= good ? "good" : value <= poor ? "needs-improvement" : "poor";
}

/** Marks the collector forwards are prefixed "rum-"; only measures so named are kept. */
export const RUM_PREFIX = "rum-";
