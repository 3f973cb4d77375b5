// Text helpers of the core formatters, shared with other plugins (escaping, slugs,
// truncation, typographic quotes, message formats).

const TEXT_SPECIAL = /[&<>]/;
const ATTRIBUTE_SPECIAL = /[&<>"]/;

/** Replace `& < >` (and `"` when `quotes`) by entities; copies only when something changes. */
function escape(s: string, quotes: boolean): string {
  // The regex engine finds the first character to replace faster than a loop, and most
  // text has none.
  const first = s.search(quotes ? ATTRIBUTE_SPECIAL : TEXT_SPECIAL);
  if (first === -1) return s;
  let out = "";
  let last = 0;
  for (let i = first; i < s.length; i++) {
    const c = s.charCodeAt(i);
    // Every character escaped is at most ">" (62): one comparison passes the others.
    if (c > 62) continue;
    let rep: string;
    if (c === 38) rep = "&amp;";
    else if (c === 60) rep = "&lt;";
    else if (c === 62) rep = "&gt;";
    else if (c === 34 && quotes) rep = "&quot;";
    else continue;
    out += last === i ? rep : s.slice(last, i) + rep;
    last = i + 1;
  }
  return out + s.slice(last);
}

/** Escape `& < >` for HTML text. */
export function escapeHtml(s: string): string {
  return escape(s, false);
}

/** Escape `& < > "` for HTML attribute values. */
export function escapeHtmlAttribute(s: string): string {
  return escape(s, true);
}

/** `</` becomes `<\/` so JSON can sit inside a script element. */
export function escapeScriptTags(s: string): string {
  return s.indexOf("</") === -1 ? s : s.replace(/<\//g, "<\\/");
}

/** Letters, digits, spaces and hyphens kept; whitespace runs become "-"; lower case. */
export function slugify(s: string): string {
  return s
    .replace(/[^a-zA-Z0-9\s-]+/g, "")
    .replace(/\s+/g, "-")
    .toLowerCase();
}

const TRUNCATE_SPACE = new Set([" ", "\n", "\t", "\u000b", "\r", "\f"]);

/** Cut to at most `max` characters at the last whitespace before the limit, then add `ellipsis`. */
export function truncate(s: string, max: number, ellipsis = "..."): string {
  if (s.length <= max) return s;
  let end = max;
  for (let i = max - 1; i >= 0; i--) {
    if (TRUNCATE_SPACE.has(s[i]!)) {
      end = i + 1;
      break;
    }
  }
  return s.slice(0, end) + ellipsis;
}

/** Remove everything between `<` and `>` (each tag leaves a space). */
export function removeTags(s: string): string {
  let out = "";
  let inTag = false;
  for (const c of s) {
    if (c === "<") inTag = true;
    else if (c === ">") {
      inTag = false;
      out += " ";
    } else if (!inTag) out += c;
  }
  return out;
}

// Opening single quotes follow these characters. The class holds a backslash and an "s"
// rather than whitespace: this is how the reference engine behaves, and pages rely on it.
const SMARTY_OPEN_SINGLE = /(^|[-\u2014\\s(["])'/gm;
const SMARTY_OPEN_DOUBLE = /(^|[-\u2014/[(\u2018\s])"/gm;

/** Typographic quotes and em dashes. */
export function smartypants(s: string): string {
  return s
    .replace(SMARTY_OPEN_SINGLE, "$1\u2018")
    .replace(/'/g, "\u2019")
    .replace(SMARTY_OPEN_DOUBLE, "$1\u201c")
    .replace(/"/g, "\u201d")
    .replace(/--/g, "\u2014");
}

/** `{0} and {1}` message format: numbered slots, a slot past the arguments is dropped. */
export function formatMessage(pattern: string, args: readonly unknown[]): string {
  let out = "";
  let index = -1; // -1 outside a slot, -2 skipping a malformed slot, >= 0 reading digits
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i]!;
    if (index === -2) {
      if (c === "}") index = -1;
    } else if (index >= 0) {
      if (c >= "0" && c <= "9") index = index * 10 + (c.charCodeAt(0) - 48);
      else if (c === "}") {
        if (index < args.length) out += String(args[index]);
        index = -1;
      } else index = -2;
    } else if (c === "{") index = 0;
    else out += c;
  }
  return out;
}

/** 1 for the ASCII characters url-encode leaves as they are: `A-Z a-z 0-9 @ * _ + - . /`. */
const URL_SAFE = new Uint8Array(128);
for (const c of "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789@*_+-./")
  URL_SAFE[c.charCodeAt(0)] = 1;
/** "%00" .. "%FF". */
const PERCENT: string[] = Array.from(
  { length: 256 },
  (_, b) => "%" + (b < 16 ? "0" : "") + b.toString(16).toUpperCase(),
);

/**
 * Percent-encode the UTF-8 bytes of `s`, leaving `A-Z a-z 0-9 @ * _ + - . /` as they are.
 * UTF-8 is written here rather than through TextEncoder (a lone surrogate is U+FFFD, as
 * TextEncoder has it): no byte array per call, runs of safe characters are copied as one
 * slice, and text with nothing to encode is returned as is.
 */
export function urlEncode(s: string): string {
  const n = s.length;
  let out = "";
  let last = 0;
  for (let i = 0; i < n; i++) {
    let c = s.charCodeAt(i);
    if (c < 128 && URL_SAFE[c] === 1) continue;
    let enc: string;
    if (c < 128) enc = PERCENT[c]!;
    else if (c < 0x800) enc = PERCENT[0xc0 | (c >> 6)]! + PERCENT[0x80 | (c & 63)]!;
    else {
      if (c >= 0xd800 && c <= 0xdfff) {
        const d = c <= 0xdbff && i + 1 < n ? s.charCodeAt(i + 1) : 0;
        if (d >= 0xdc00 && d <= 0xdfff) {
          const cp = ((c - 0xd800) << 10) + (d - 0xdc00) + 0x10000;
          enc =
            PERCENT[0xf0 | (cp >> 18)]! +
            PERCENT[0x80 | ((cp >> 12) & 63)]! +
            PERCENT[0x80 | ((cp >> 6) & 63)]! +
            PERCENT[0x80 | (cp & 63)]!;
          out += last === i ? enc : s.slice(last, i) + enc;
          i++;
          last = i + 1;
          continue;
        }
        c = 0xfffd;
      }
      enc = PERCENT[0xe0 | (c >> 12)]! + PERCENT[0x80 | ((c >> 6) & 63)]! + PERCENT[0x80 | (c & 63)]!;
    }
    out += last === i ? enc : s.slice(last, i) + enc;
    last = i + 1;
  }
  return last === 0 ? s : last === n ? out : out + s.slice(last);
}
