// Placeholder until the shared money module lands; replaced by worker/commerce/money.ts.
export function formatCents(cents: number, currency: string, locale: string): string {
  return new Intl.NumberFormat(locale, { style: "currency", currency }).format(cents / 100);
}
