// Latency figures for the load benchmarks: percentiles of a sorted list of milliseconds.
export const percentile = (sorted: number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;

/** "median 12.7 ms, p99 43.9 ms, max 91.9 ms" of unsorted samples. */
export function latencySummary(samples: number[]): string {
  const sorted = [...samples].sort((a, b) => a - b);
  return (
    `median ${percentile(sorted, 0.5).toFixed(1)} ms, p99 ${percentile(sorted, 0.99).toFixed(1)} ms, ` +
    `max ${sorted.at(-1)!.toFixed(1)} ms`
  );
}
