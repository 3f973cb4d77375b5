// Value histograms for percentiles from the rollups: a metric's value falls in a geometric bin
// (each bin's upper edge 10% above the last), so a page's p75 over any date range is the sum of
// its daily bin counts, read back to within 10%. CLS is unitless and small: binned per thousandth.
const RATIO = 1.1;
const scaleOf = (name: string) => (name === "CLS" ? 1000 : 1);

/** The bin of a value: 0 holds everything up to 1 (ms, or 0.001 CLS). */
export function binOf(name: string, value: number): number {
  const scaled = value * scaleOf(name);
  return scaled <= 1 ? 0 : Math.ceil(Math.log(scaled) / Math.log(RATIO));
}

/** The upper edge of a bin, in the metric's own unit. */
export const binUpperEdge = (name: string, bin: number): number => RATIO ** bin / scaleOf(name);

/** The value at or below which `p` of the counted values fall, from bin -> count. */
export function percentileOf(name: string, bins: ReadonlyMap<number, number>, p: number): number | null {
  const total = [...bins.values()].reduce((a, b) => a + b, 0);
  if (total === 0) return null;
  let seen = 0;
  for (const bin of [...bins.keys()].sort((a, b) => a - b)) {
    seen += bins.get(bin)!;
    if (seen >= p * total) return binUpperEdge(name, bin);
  }
  return null;
}
