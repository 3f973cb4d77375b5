import { describe, expect, it } from "vitest";
import { i18nFormatters } from "../../worker/template/formatters/i18n";
import { applyFormatter, i18nContext } from "./i18n-context";

const unit = (value: unknown, args: string, locale?: string) =>
  applyFormatter(i18nFormatters, "unit", [value], args.split(" "), i18nContext([{}], { locale }));

describe("unit formatter", () => {
  it("picks the largest unit of the input's system that reaches one", () => {
    expect(unit("12345", "in:inch")).toBe("342.9yd");
    expect(unit("10.351", "in:mile format:long")).toBe("10.4 miles");
    expect(unit("1500", "in:meter")).toBe("1.5km");
    expect(unit("1234567", "in:second")).toBe("14.3d");
    expect(unit("1234567890", "in:byte")).toBe("1.1GB");
  });

  it("converts to an output unit, grouping only when asked", () => {
    expect(unit("12345", "in:inch out:feet")).toBe("1028.8′");
    expect(unit("12345", "in:inch out:foot group format:long")).toBe("1,028.8 feet");
    expect(unit("3.5", "in:centimeter out:point")).toBe("99.2pt");
    expect(unit("12345678.99", "in:hertz out:gigahertz maxfrac:6")).toBe("0.012346GHz");
    expect(unit("100", "in:celsius out:fahrenheit format:long")).toBe("212 degrees Fahrenheit");
  });

  it("keeps every digit through conversions between very different units", () => {
    expect(unit("15.3", "in:light-year out:mile group format:long")).toBe("89,942,968,209,709.2 miles");
  });

  it("splits a quantity over a sequence of units", () => {
    expect(unit("12345", "in:inch sequence:foot,inch group format:short")).toBe("1,028 ft 9 in");
    expect(unit("1234567", "in:second sequence:day,hour,minute format:long")).toBe(
      "14 days 6 hours 56.1 minutes",
    );
    expect(unit("12.35", "in:year sequence:year,month,day")).toBe("12y 4m 6.1d");
  });

  it("speaks the render's locale", () => {
    expect(unit("12345", "in:second sequence:hour,minute,second format:long", "fr-FR")).toBe(
      "3 heures 25 minutes 45 secondes",
    );
    expect(unit("12345657890", "in:byte compact:bytes", "fr-FR")).toBe("11,5 Go");
  });

  it("outputs nothing for a value that is not a number, or without locale data", () => {
    expect(unit({}, "in:inch")).toBe("");
    expect(
      applyFormatter(i18nFormatters, "unit", ["12"], ["in:inch"], i18nContext([{}], { locale: null })),
    ).toBe("");
  });

  it("converts fuel consumption both ways, miles per gallon being a reciprocal", () => {
    expect(unit("12.5", "in:liter-per-100-kilometer out:mile-per-gallon format:long")).toBe(
      "18.8 miles per gallon",
    );
    expect(unit("12.5", "in:mile-per-gallon out:liter-per-100-kilometer format:short")).toBe("18.8 L/100km");
    expect(unit("30", "in:mile-per-gallon out:mile-per-gallon-imperial format:long")).toBe(
      "36 miles per Imp. gallon",
    );
    // Units Intl knows speak the locale; the others keep their English names.
    expect(unit("12.5", "in:mile-per-gallon out:liter-per-kilometer format:long", "de-DE")).toBe(
      "0,2 Liter pro Kilometer",
    );
    // No fuel used is no finite number of miles per gallon.
    expect(unit("0", "in:mile-per-gallon out:liter-per-100-kilometer")).toBe("");
    expect(unit("0", "in:liter-per-100-kilometer out:mile-per-gallon")).toBe("");
  });

  it("converts pressure, energy, power, angle and acceleration", () => {
    expect(unit("32", "in:pound-force-per-square-inch out:kilopascal format:short")).toBe("220.6 kPa");
    // 1013.25: halves round to even, as the reference engines round.
    expect(unit("1", "in:atmosphere out:millibar format:long")).toBe("1013.2 millibars");
    expect(unit("250", "in:kilocalorie out:kilojoule format:long")).toBe("1046 kilojoules");
    expect(unit("1", "in:kilowatt-hour out:british-thermal-unit group format:short")).toBe("3,412.1 Btu");
    expect(unit("100", "in:horsepower out:kilowatt format:short")).toBe("74.6 kW");
    expect(unit("3.14159265", "in:radian out:degree format:long")).toBe("180 degrees");
    expect(unit("90", "in:degree out:revolution format:long")).toBe("0.2 revolutions");
    expect(unit("2", "in:g-force out:meter-per-square-second format:short")).toBe("19.6 m/s²");
  });
});
