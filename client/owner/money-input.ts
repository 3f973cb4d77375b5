// Prices as the owner types them ("12.50", "12") to minor units and back, for two-decimal
// currencies (the store currencies of spec section 3 but JPY). Not a number: undefined.
export function toCents(text: string): number | undefined {
  const match = /^\s*(\d{1,9})(?:[.,](\d{1,2}))?\s*$/.exec(text);
  if (!match) return undefined;
  return Number(match[1]) * 100 + Number((match[2] ?? "0").padEnd(2, "0"));
}

export function fromCents(cents: number): string {
  return (cents / 100).toFixed(2);
}
