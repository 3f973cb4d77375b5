// A thing's name as the panel's messages quote it: “Linen tote”, or the kind of thing when it has
// no name yet ("Product").
export function named(name: string | null | undefined, kind: string): string {
  const trimmed = name?.trim();
  return trimmed ? `“${trimmed}”` : kind;
}

/** "“Linen tote” saved", "Shipping rate deleted": the thing, then what happened to it. */
export function happened(name: string | null | undefined, kind: string, what: string): string {
  return `${named(name, kind)} ${what}`;
}
