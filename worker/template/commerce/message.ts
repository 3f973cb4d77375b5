// Placeholder substitution for the commerce messages ("from {fromPrice}", "Only {qtyInStock}
// left!", "Select {variantName}"): `{name}` takes the named argument, `{0}` the positional one.
// A placeholder without a matching argument renders empty; other braces are kept as written.

import { asString } from "../values";

const PLACEHOLDER = /\{\s*([A-Za-z_][\w-]*|\d+)\s*\}/g;

export function formatMessage(pattern: string, args: Readonly<Record<string, unknown>>): string {
  if (pattern.indexOf("{") === -1) return pattern;
  let positional: unknown[] | undefined;
  return pattern.replace(PLACEHOLDER, (_, name: string) => {
    // A placeholder is a name or all digits, so its first character tells which.
    const c = name.charCodeAt(0);
    const v = c >= 48 && c <= 57 ? (positional ??= Object.values(args))[Number(name)] : args[name];
    return asString(v);
  });
}
