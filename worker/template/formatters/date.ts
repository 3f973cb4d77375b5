import type { FormatterTable } from "../plugin";
import { asNumber } from "../values";
import { compilePattern, expandPattern, type CompiledPattern } from "../i18n/strftime";
import { siteTimeZone, zonedFields } from "../i18n/zone";

// Compiled patterns by argument list: a template's argument arrays live as long as its
// compiled tree, so each `{t|date ...}` tag joins and splits its pattern once.
const patterns = new WeakMap<readonly string[], CompiledPattern>();

// date formatters of the dialect.
export const dateFormatters: FormatterTable = {
  /** `{t|date %A, %B %e}`: strftime-like pattern in the site's time zone; no pattern, no output. */
  date(args, vars, ctx) {
    const v = vars[0]!;
    const epoch = asNumber(v.value);
    if (args.length === 0 || !Number.isFinite(epoch)) {
      v.value = "";
      return;
    }
    const zone = siteTimeZone(ctx);
    const fields = zonedFields(epoch, zone);
    let pattern = patterns.get(args);
    if (pattern === undefined) {
      pattern = compilePattern(args.length === 1 ? args[0]! : args.join(" "));
      patterns.set(args, pattern);
    }
    v.value = expandPattern(pattern, { fields, epoch, zone });
  },
};
