// Evaluation of parsed messages against positional and named arguments.
import { isObject } from "../values";
import type { MessageNode } from "./message-parse";
import { parseMessage } from "./message-parse";
import { decimalText } from "./numbers";
import { pluralCategory } from "./plurals";

/** Formats `{arg type options}`; returns undefined for a type it does not know. */
export type MessageTypeFormatter = (type: string, args: unknown[], options: string[]) => string | undefined;

export interface MessageArgs {
  positional: unknown[];
  named: Record<string, unknown>;
}

/** The amount of a money-like object ({decimalValue} or {value}), else undefined. */
function moneyAmount(v: unknown): unknown {
  if (!isObject(v)) return undefined;
  if (v.decimalValue !== undefined) return v.decimalValue;
  return v.value;
}

/** Text of an argument: money objects give their amount, missing and null give "". */
export function argText(v: unknown): string {
  const amount = moneyAmount(v);
  if (amount !== undefined) return argText(amount);
  switch (typeof v) {
    case "string":
      return v;
    case "number":
    case "boolean":
      return String(v);
    case "object":
      return v === null ? "" : JSON.stringify(v);
    default:
      return "";
  }
}

/** Decimal text of an argument for plural choice: true is 1, anything else not numeric is 0. */
export function argDecimal(v: unknown): string {
  const amount = moneyAmount(v);
  if (amount !== undefined) return decimalText(amount) ?? "0";
  if (typeof v === "boolean") return v ? "1" : "0";
  return decimalText(v) ?? "0";
}

interface Scope {
  args: MessageArgs;
  locale: string;
  format: MessageTypeFormatter;
  /** What "#" prints inside the innermost plural. */
  hash: string | undefined;
}

function lookup(args: MessageArgs, name: string): unknown {
  if (/^\d+$/.test(name)) return args.positional[Number(name)];
  return Object.prototype.hasOwnProperty.call(args.named, name) ? args.named[name] : undefined;
}

function evaluate(nodes: MessageNode[], scope: Scope): string {
  let out = "";
  for (const node of nodes) {
    if (typeof node === "string") {
      out += node;
      continue;
    }
    switch (node.kind) {
      case "hash":
        out += scope.hash ?? "#";
        break;
      case "arg": {
        const values = node.names.map((n) => lookup(scope.args, n));
        if (node.type === "") out += argText(values[0]);
        else out += scope.format(node.type, values, node.options) ?? "";
        break;
      }
      case "plural": {
        const value = lookup(scope.args, node.name);
        const decimal = argDecimal(value);
        const n = Number(decimal);
        let body = node.cases.get(`=${decimal}`);
        if (!body) for (const [k, v] of node.cases) if (k[0] === "=" && Number(k.slice(1)) === n) body = v;
        const shifted = node.offset ? String(n - node.offset) : decimal;
        if (!body) {
          const category = pluralCategory(shifted, scope.locale, node.ordinal ? "ordinal" : "cardinal");
          body = node.cases.get(category) ?? node.cases.get("other");
        }
        if (body)
          out += evaluate(body, { ...scope, hash: node.offset ? shifted : argText(value) || shifted });
        break;
      }
      case "select": {
        const key = argText(lookup(scope.args, node.name));
        const body = node.cases.get(key) ?? node.cases.get("other");
        if (body) out += evaluate(body, scope);
        break;
      }
    }
  }
  return out;
}

/** Format a message source with its arguments; `format` renders the typed arguments. */
export function formatMessage(
  source: string,
  args: MessageArgs,
  locale: string,
  format: MessageTypeFormatter,
): string {
  return evaluate(parseMessage(source), { args, locale, format, hash: undefined });
}
