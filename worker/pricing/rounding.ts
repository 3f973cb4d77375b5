// Integer money arithmetic. Every amount is whole minor units (cents); a rate multiplies in
// BigInt and rounds once, half up (half a cent goes to the next cent; amounts are never
// negative here), so no float ever meets a price.

/** round(amount × numerator ÷ denominator), half up, for amount ≥ 0. */
export function mulDivRound(amount: number, numerator: number, denominator: number): number {
  if (amount < 0 || numerator < 0 || denominator <= 0) throw new RangeError("amounts must not be negative");
  const product = BigInt(amount) * BigInt(numerator);
  const d = BigInt(denominator);
  return Number((product * 2n + d) / (2n * d));
}

/**
 * Split `total` over `weights` in proportion, in whole units that add up to `total` exactly
 * (largest remainder; ties go to the earlier weight). All-zero weights get nothing.
 */
export function allocate(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum === 0 || total === 0) return weights.map(() => 0);
  const t = BigInt(total);
  const s = BigInt(sum);
  const shares = weights.map((w) => (t * BigInt(w)) / s);
  const remainders = weights.map((w, i) => ({ i, r: (t * BigInt(w)) % s }));
  let left = total - shares.reduce((a, b) => a + Number(b), 0);
  remainders.sort((a, b) => (a.r === b.r ? a.i - b.i : a.r > b.r ? -1 : 1));
  const result = shares.map(Number);
  for (const { i } of remainders) {
    if (left === 0) break;
    result[i]! += 1;
    left -= 1;
  }
  return result;
}
