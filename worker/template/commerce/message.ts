// Placeholder substitution for the commerce messages ("from {fromPrice}", "Only {qtyInStock}
// left!", "Select {variantName}"): `{name}` takes the named argument, `{0}` the positional one.
// A placeholder without a matching argument renders empty; other braces are kept as written.

import { asString } from "../values";

const PLACEHOLDER = /\{\s*([A-Za-z_][\w-]*|\d+)\s*\}/g;

export function formatMessage(pattern: string, args: Readonly<Record<string, unknown>>): string {
  const positional = Object.values(args);
  return pattern.replace(PLACEHOLDER, (_, name: string) => {
    const v = /^\d+$/.test(name) ? positional[Number(name)] : args[name];
    return asString(v);
  });
}
