// Choosing a variant by its options (size, colour, ...): which options a product offers, which
// variant a selection names, and which options are still unselected (spec section 5; the
// message for those is selectOptionsMessage in messages.ts).

export interface OptionedVariant {
  sku: string;
  attributes: Record<string, string>;
}

export interface ProductOption {
  name: string;
  values: string[];
}

/**
 * The options a product offers, in the owner's ordering (variantOptionOrdering) when given,
 * else in order of first appearance; values keep their order of first appearance.
 */
export function productOptions(
  variants: readonly OptionedVariant[],
  ordering: readonly string[] = [],
): ProductOption[] {
  const values = new Map<string, string[]>();
  for (const v of variants) {
    for (const [name, value] of Object.entries(v.attributes)) {
      const list = values.get(name) ?? values.set(name, []).get(name)!;
      if (!list.includes(value)) list.push(value);
    }
  }
  const names = [
    ...ordering.filter((n) => values.has(n)),
    ...[...values.keys()].filter((n) => !ordering.includes(n)),
  ];
  return names.map((name) => ({ name, values: values.get(name)! }));
}

/** The variant whose every attribute matches the selection, if the selection names one. */
export function findVariant<V extends OptionedVariant>(
  variants: readonly V[],
  selection: Readonly<Record<string, string>>,
): V | undefined {
  return variants.find((v) =>
    Object.entries(v.attributes).every(([name, value]) => selection[name] === value),
  );
}

/** Names of the options still unselected, in display order. */
export function unselectedOptions(
  options: readonly ProductOption[],
  selection: Readonly<Record<string, string>>,
) {
  return options.filter((o) => !selection[o.name]).map((o) => o.name);
}
