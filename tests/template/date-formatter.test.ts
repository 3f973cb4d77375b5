import { describe, expect, it } from "vitest";
import { dateFormatters } from "../../worker/template/formatters/date";
import { applyFormatter, i18nContext } from "./i18n-context";

/** 2021-02-17 16:26:05.345 in New York (EST, UTC-5). */
const WINTER = Date.UTC(2021, 1, 17, 21, 26, 5, 345);
/** 2021-07-04 09:05:00 in New York (EDT, UTC-4). */
const SUMMER = Date.UTC(2021, 6, 4, 13, 5, 0);

const date = (t: unknown, pattern: string, site: unknown = {}) =>
  applyFormatter(dateFormatters, "date", [t], pattern.split(" "), i18nContext([site]));

describe("date formatter", () => {
  it("writes names, numbers and the zone of the site's default time zone (New York)", () => {
    expect(date(WINTER, "%A, %B %e, %Y")).toBe("Wednesday, February 17, 2021");
    expect(date(WINTER, "%a %b %d %H:%M:%S %p %Z %z")).toBe("Wed Feb 17 16:26:05 PM EST -05:00");
    expect(date(SUMMER, "%I:%M %P %Z %z")).toBe("09:05 am EDT -04:00");
  });

  it("formats in website.timeZone when the data gives one", () => {
    const la = { website: { timeZone: "America/Los_Angeles" } };
    expect(date(WINTER, "%H:%M %Z", la)).toBe("13:26 PST");
    const tokyo = { website: { timeZone: "Asia/Tokyo" } };
    expect(date(WINTER, "%F %T", tokyo)).toBe("2021-02-18 06:26:05");
  });

  it("expands the composite conversions", () => {
    expect(date(WINTER, "%c")).toBe("Wed, Feb 17, 2021 4:26:05 PM EST");
    expect(date(WINTER, "%D|%x|%X|%r|%R|%T|%v")).toBe(
      "02/17/21|02/17/2021|04:26:05 PM|4:26:05 PM|16:26|16:26:05|17-Feb-2021",
    );
  });

  it("numbers days and weeks: day of year, US weeks from Sunday, ISO weeks from Monday", () => {
    expect(date(WINTER, "%j %U %W %V %u %w %q %C %y")).toBe("048 08 08 07 3 3 1 20 21");
    // Friday 2021-01-01 is in ISO week 53 of 2020 but in US week 1 of 2021.
    const newYear = Date.UTC(2021, 0, 1, 17);
    expect(date(newYear, "%U %V %G %g")).toBe("01 53 2020 20");
    // Thursday 2020-12-31 already shares its Sunday-started week with January 1st.
    expect(date(Date.UTC(2020, 11, 31, 17), "%U")).toBe("01");
  });

  it("pads hours and days with spaces or zeros as the conversion says", () => {
    const morning = Date.UTC(2021, 1, 5, 10, 7, 9); // 05:07:09 EST on the 5th
    expect(date(morning, "[%e] [%k] [%l] [%H] [%I] [%i]")).toBe("[ 5] [ 5] [ 5] [05] [05] [5]");
  });

  it("keeps %% and other text, drops unknown conversions and keeps a trailing %", () => {
    expect(date(WINTER, "100%% on %Y %Q%")).toBe("100% on 2021 %");
  });

  it("gives seconds and nanoseconds of the instant", () => {
    expect(date(WINTER, "%s %N")).toBe("1613597165 345000000");
  });

  it("outputs nothing without a pattern or for a value that is not a number", () => {
    expect(applyFormatter(dateFormatters, "date", [WINTER], [], i18nContext())).toBe("");
    expect(date("soon", "%Y")).toBe("");
  });
});
