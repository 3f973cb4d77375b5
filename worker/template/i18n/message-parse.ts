// Parser of the dialect's ICU-style messages:
//   "{0}", "{name}", "{0 plural one {# item} other {# items}}", "{0 selectordinal ...}",
//   "{0 select a {..} other {..}}", "{0 decimal style:short}", "{0;1 datetime-interval yMMMd}".
// Commas after the argument and after the type are optional ("{0, plural, one {...}}").
// Apostrophes quote ICU-style: "''" is one apostrophe, "'{...}'" is literal text.

export type MessageNode =
  | string
  | { kind: "hash" }
  | { kind: "arg"; names: string[]; type: string; options: string[] }
  | { kind: "plural"; name: string; ordinal: boolean; offset: number; cases: Map<string, MessageNode[]> }
  | { kind: "select"; name: string; cases: Map<string, MessageNode[]> };

const SPACE = /[\s,]/;

class Parser {
  i = 0;
  constructor(private readonly s: string) {}

  /** Nodes up to the end, or up to an unmatched "}" when `nested`. */
  message(nested: boolean, inPlural: boolean): MessageNode[] {
    const out: MessageNode[] = [];
    let text = "";
    const s = this.s;
    while (this.i < s.length) {
      const ch = s[this.i]!;
      if (ch === "'") {
        const next = s[this.i + 1];
        if (next === "'") {
          text += "'";
          this.i += 2;
          continue;
        }
        if (next === "{" || next === "}" || (inPlural && next === "#")) {
          const close = s.indexOf("'", this.i + 1);
          const end = close === -1 ? s.length : close;
          text += s.slice(this.i + 1, end).replace(/''/g, "'");
          this.i = end + 1;
          continue;
        }
        text += ch;
        this.i++;
      } else if (ch === "#" && inPlural) {
        if (text) out.push(text);
        text = "";
        out.push({ kind: "hash" });
        this.i++;
      } else if (ch === "{") {
        if (text) out.push(text);
        text = "";
        this.i++;
        const node = this.argument();
        if (node) out.push(node);
      } else if (ch === "}" && nested) {
        break;
      } else {
        text += ch;
        this.i++;
      }
    }
    if (text) out.push(text);
    return out;
  }

  private skipSpace(): void {
    while (this.i < this.s.length && SPACE.test(this.s[this.i]!)) this.i++;
  }

  /** A word up to whitespace, a comma, a brace. */
  private word(): string {
    const start = this.i;
    while (this.i < this.s.length && !/[\s,{}]/.test(this.s[this.i]!)) this.i++;
    return this.s.slice(start, this.i);
  }

  /** Skip to just past the "}" closing the current argument, honouring nested braces. */
  private skipArgument(): void {
    let depth = 1;
    while (this.i < this.s.length && depth > 0) {
      const ch = this.s[this.i++];
      if (ch === "{") depth++;
      else if (ch === "}") depth--;
    }
  }

  /** After "{": an argument, through its closing "}". */
  private argument(): MessageNode | undefined {
    this.skipSpace();
    const name = this.word();
    this.skipSpace();
    const type = this.s[this.i] === "}" ? "" : this.word();
    if (name === "") {
      this.skipArgument();
      return undefined;
    }
    if (type === "plural" || type === "selectordinal" || type === "select") {
      return this.choice(name, type);
    }
    const options: string[] = [];
    while (this.i < this.s.length) {
      while (this.i < this.s.length && /\s/.test(this.s[this.i]!)) this.i++;
      if (this.s[this.i] === ",") {
        this.i++;
        continue;
      }
      if (this.s[this.i] === "}") break;
      const start = this.i;
      while (this.i < this.s.length && !/[\s{}]/.test(this.s[this.i]!)) this.i++;
      if (this.i === start) {
        this.skipArgument();
        return { kind: "arg", names: name.split(";"), type, options };
      }
      options.push(this.s.slice(start, this.i));
    }
    this.i++;
    return { kind: "arg", names: name.split(";"), type, options };
  }

  private choice(name: string, type: string): MessageNode {
    const cases = new Map<string, MessageNode[]>();
    let offset = 0;
    const plural = type !== "select";
    for (;;) {
      this.skipSpace();
      if (this.i >= this.s.length) break;
      if (this.s[this.i] === "}") {
        this.i++;
        break;
      }
      const key = this.word();
      this.skipSpace();
      if (key.startsWith("offset:")) {
        offset = Number(key.slice(7)) || 0;
        continue;
      }
      if (this.s[this.i] !== "{") {
        // Malformed: no body for this key.
        if (key === "") this.i++;
        continue;
      }
      this.i++;
      const body = this.message(true, plural);
      this.i++; // the closing "}"
      if (!cases.has(key)) cases.set(key, body);
    }
    if (plural) return { kind: "plural", name, ordinal: type === "selectordinal", offset, cases };
    return { kind: "select", name, cases };
  }
}

const cache = new Map<string, MessageNode[]>();

/** Parsed (and cached) message. */
export function parseMessage(source: string): MessageNode[] {
  let nodes = cache.get(source);
  if (!nodes) {
    nodes = new Parser(source).message(false, false);
    if (cache.size >= 100) cache.delete(cache.keys().next().value as string);
    cache.set(source, nodes);
  }
  return nodes;
}
