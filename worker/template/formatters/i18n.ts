import type { FormatterTable, PluginContext, Variable } from "../plugin";
import { asString } from "../values";
import { resolveArgument } from "../i18n/args";
import { formatDatetime, formatInterval } from "../i18n/datetime";
import { humanizeElapsed } from "../i18n/humanize";
import { intlLocale } from "../i18n/locale";
import type { MessageArgs } from "../i18n/message";
import { formatMessage } from "../i18n/message";
import { instant, messageTypes } from "../i18n/message-types";
import { decimalText, formatDecimal } from "../i18n/numbers";
import {
  datetimeOptions,
  decimalOptions,
  intervalOptions,
  relativeOptions,
  splitOption,
} from "../i18n/options";
import { formatRelative } from "../i18n/relative";
import { parseSkeleton } from "../i18n/skeleton";
import { formatUnit, unitOptions } from "../i18n/units";
import { siteTimeZone } from "../i18n/zone";

// i18n formatters of the dialect, on Intl. Without locale data (locale "none") they output
// nothing, as the reference engine does without its CLDR packs; timesince says "Invalid date.".

/** `{msg|message a b=c.d}`: positional args, and keyword args (also counted as positional). */
function message(args: string[], vars: Variable[], ctx: PluginContext): void {
  const v = vars[0]!;
  if (ctx.locale === undefined) {
    v.value = "";
    return;
  }
  const locale = intlLocale(ctx.locale);
  const margs: MessageArgs = { positional: [], named: Object.create(null) as Record<string, unknown> };
  for (const arg of args) {
    const [key, ref] = splitOption(arg, true);
    const value = resolveArgument(ctx, ref === "" ? key : ref);
    if (ref !== "") margs.named[key] = value;
    margs.positional.push(value);
  }
  v.value = formatMessage(asString(v.value), margs, locale, messageTypes(ctx, locale));
}

export const i18nFormatters: FormatterTable = {
  /** `{t|datetime date:long time:short}`, `{t|datetime yMMMd}` in the site's time zone. */
  datetime(args, vars, ctx) {
    const v = vars[0]!;
    const t = instant(v.value);
    v.value =
      ctx.locale === undefined || t === undefined
        ? ""
        : formatDatetime(t, siteTimeZone(ctx), intlLocale(ctx.locale), datetimeOptions(args));
  },

  /** `{start,end|datetime-interval yMMMd}`: "Nov 2 – 13, 2017". */
  "datetime-interval"(args, vars, ctx) {
    const v = vars[0]!;
    const a = instant(v.value);
    const b = instant(vars[1]?.value);
    v.value =
      ctx.locale === undefined || a === undefined || b === undefined
        ? ""
        : formatInterval(a, b, siteTimeZone(ctx), intlLocale(ctx.locale), intervalOptions(args));
  },

  /** `{t|datetimefield MMMM}`: the named fields of a date alone, as a skeleton ("MMMM" → "February"). */
  datetimefield(args, vars, ctx) {
    const v = vars[0]!;
    const t = instant(v.value);
    const skeleton = args.join("");
    if (ctx.locale === undefined || t === undefined || skeleton === "") {
      v.value = "";
      return;
    }
    const { options } = parseSkeleton(skeleton);
    const f = new Intl.DateTimeFormat(intlLocale(ctx.locale), { ...options, timeZone: siteTimeZone(ctx) });
    v.value = Object.keys(options).length === 0 ? "" : f.format(t);
  },

  /** `{n|decimal style:percent group maxfrac:2}` */
  decimal(args, vars, ctx) {
    const v = vars[0]!;
    const text = decimalText(v.value);
    v.value =
      ctx.locale === undefined || text === undefined
        ? ""
        : formatDecimal(text, decimalOptions(args), intlLocale(ctx.locale));
  },

  message,
  plural: message,

  /** `{t|relative-time}` against now, or `{start,end|relative-time}`: "in 2 hours", "11 hours ago". */
  "relative-time"(args, vars, ctx) {
    const v = vars[0]!;
    let start: number | undefined = ctx.now;
    let end = instant(v.value);
    if (vars.length > 1) {
      start = end;
      end = instant(vars[1]!.value);
    }
    v.value =
      ctx.locale === undefined || start === undefined || end === undefined
        ? ""
        : formatRelative(start, end, intlLocale(ctx.locale), relativeOptions(args));
  },

  /** `{t|timesince}`: "about 3 weeks ago" in a span carrying the instant; non-dates say "Invalid date.". */
  timesince(_args, vars, ctx) {
    const v = vars[0]!;
    const t = instant(v.value);
    if (ctx.locale === undefined || t === undefined) {
      v.value = "Invalid date.";
      return;
    }
    v.value = `<span class="timesince" data-date="${t}">${humanizeElapsed(ctx.now - t)}</span>`;
  },

  /** `{n|unit in:inch out:foot format:long}`, `{n|unit in:second sequence:hour,minute}`. */
  unit(args, vars, ctx) {
    const v = vars[0]!;
    v.value = ctx.locale === undefined ? "" : formatUnit(v.value, unitOptions(args), intlLocale(ctx.locale));
  },
};
