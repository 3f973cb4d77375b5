// File sizes in decimal units (spec section 9: 1 MB = 1,000,000 bytes), as the owner reads them in
// messages ('2 GB', '20 MB', '500 kB').

export const KB = 1_000;
export const MB = 1_000_000;
export const GB = 1_000_000_000;

const UNITS = [
  { bytes: GB, unit: "gigabyte" },
  { bytes: MB, unit: "megabyte" },
  { bytes: KB, unit: "kilobyte" },
] as const;

/** '2 GB', '20 MB', '1.5 MB', '800 kB', '12 byte'; at most one decimal. */
export function formatFileSize(bytes: number): string {
  const { bytes: size, unit } = UNITS.find((u) => bytes >= u.bytes) ?? { bytes: 1, unit: "byte" };
  return new Intl.NumberFormat("en-US", {
    style: "unit",
    unit,
    unitDisplay: "short",
    maximumFractionDigits: 1,
  }).format(bytes / size);
}
