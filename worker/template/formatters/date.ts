import type { FormatterTable } from "../plugin";
import { asNumber } from "../values";
import { strftime } from "../i18n/strftime";
import { siteTimeZone, zonedFields } from "../i18n/zone";

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
    const pattern = args.length === 1 ? args[0]! : args.join(" ");
    v.value = strftime(pattern, { fields, epoch, zone });
  },
};
