// `timesince`: an English "about N units ago" for the time elapsed since an instant.

function ago(n: number, unit: string): string {
  if (n === 1) return `about ${unit === "hour" ? "an" : "a"} ${unit} ago`;
  return `about ${n} ${unit}s ago`;
}

/** Elapsed ms to text: years of 365 days, months of 30, weeks; under a minute is "less than a minute ago". */
export function humanizeElapsed(elapsedMs: number): string {
  const seconds = elapsedMs / 1000;
  const days = Math.trunc(seconds / 86400);
  const steps: [number, string][] = [
    [Math.trunc(days / 365), "year"],
    [Math.trunc(days / 30), "month"],
    [Math.trunc(days / 7), "week"],
    [days, "day"],
  ];
  for (const [n, unit] of steps) if (n > 0) return ago(n, unit);
  const rest = seconds - days * 86400;
  const hours = Math.trunc(rest / 3600);
  if (hours > 0) return ago(hours, "hour");
  const minutes = Math.trunc(rest / 60);
  if (minutes > 0) return ago(minutes, "minute");
  return "less than a minute ago";
}
