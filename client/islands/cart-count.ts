// Text of the header cart counter and pill cart (spec sections 4 and 9).
export function cartCountLabel(count: number): string {
  if (count <= 0) return "";
  return count > 100 ? "100+" : String(count);
}
