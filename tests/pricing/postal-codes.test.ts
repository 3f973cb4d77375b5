// Spec section 5, postal codes: one table per country, each message word for word; and the
// address configuration of section 3 (region lists).
import { describe, expect, it } from "vitest";
import { POSTAL_CODE_MESSAGES } from "../../worker/pricing/messages";
import {
  addressConfig,
  checkLocation,
  checkPostalCode,
  findRegion,
  locationPostalCode,
} from "../../worker/pricing/postal-codes";

interface CountryTable {
  message: string;
  valid: string[];
  invalid: string[];
}

// The messages typed out from the spec, not imported: the test holds the module to the spec.
const TABLES: Record<string, CountryTable> = {
  US: {
    message: "ZIP Codes need to be 5 digits.",
    valid: ["10001", "94103", " 02134 ", "00501"],
    invalid: ["", "1000", "100011", "1000A", "ABCDE", "10 001"],
  },
  CA: {
    message: "An FSA code is invalid.",
    valid: ["K1A", "m5v", " H2X "],
    invalid: ["", "K1", "1KA", "KKA", "K11", "K1A0", "K1A-"],
  },
  AU: {
    message: "Postal Codes need to be 4 digits.",
    valid: ["2000", "0800", "3000"],
    invalid: ["", "200", "20000", "2OOO", "NSW1"],
  },
  GB: {
    message: "Enter only the 1-4 character outcode portion of postcodes.",
    valid: ["B", "M1", "SW1", "SW1A", "ec1v", "W1J"],
    invalid: ["", "SW1A1", "1SW", "SW-1", "SW1A 1AA1"],
  },
  FR: {
    message: "Postal Codes need to be 5 digits",
    valid: ["75001", "69002", "97400"],
    invalid: ["", "7500", "750011", "2A004", "75 001"],
  },
  NZ: {
    message: "Postcodes need to be 4 digits",
    valid: ["6011", "1010", "0110"],
    invalid: ["", "601", "60111", "WLG1"],
  },
  NO: {
    message: "Postal Codes need to be 4 digits",
    valid: ["0150", "5003", "9990"],
    invalid: ["", "015", "01500", "O150"],
  },
  SE: {
    message: "Enter up to 3 digits of the postcode",
    valid: ["1", "41", "114", " 752 "],
    invalid: ["", "1145", "11455", "A14", "1-4"],
  },
  ES: {
    message: "Postal Codes need to be 5 digits",
    valid: ["28013", "08001", "35001"],
    invalid: ["", "2801", "280130", "2801A"],
  },
  IE: {
    message: "Enter only the first three characters of the Eircode",
    valid: ["D02", "t12", "D6W", "A65"],
    invalid: ["", "D2", "D02X", "D0-", "D02 X285X"],
  },
};

describe("postal codes per country (spec section 5)", () => {
  for (const [country, table] of Object.entries(TABLES)) {
    describe(country, () => {
      it.each(table.valid)(`accepts %j`, (value) => {
        expect(checkPostalCode(country, value)).toBeNull();
        expect(checkPostalCode(country.toLowerCase(), value)).toBeNull();
      });
      it.each(table.invalid)(`refuses %j with '${table.message}'`, (value) => {
        expect(checkPostalCode(country, value)).toBe(table.message);
      });
      it("carries its message in the address configuration", () => {
        expect(addressConfig(country).postalMessage).toBe(table.message);
      });
    });
  }

  describe("unknown countries", () => {
    it.each(["DE", "JP", "PR", "ZZ", "", "not a country"])("%j accepts anything", (country) => {
      for (const value of ["", "10115", "100-0001", "anything at all", "🙂"]) {
        expect(checkPostalCode(country, value)).toBeNull();
      }
      expect(addressConfig(country).country).toBe("UNKNOWN");
      expect(addressConfig(country).postalMessage).toBe("Invalid postal code.");
    });
  });
});

describe("a full postal code in an address is reduced to the spec's part", () => {
  it.each([
    ["US", "10001-1234", "10001"],
    ["US", "100011234", "10001"],
    ["CA", "K1A 0B1", "K1A"],
    ["CA", "k1a0b1", "K1A"],
    ["GB", "SW1A 1AA", "SW1A"],
    ["GB", "m1  1ae", "M1"],
    ["GB", "EC1V 9HX", "EC1V"],
    ["SE", "114 55", "114"],
    ["SE", "11455", "114"],
    ["IE", "D02 X285", "D02"],
    ["IE", "t12y337", "T12"],
    ["FR", "75001", "75001"],
    ["DE", " 10115 ", "10115"],
  ])("%s %j -> %j", (country, value, part) => {
    expect(locationPostalCode(country, value)).toEqual({ ok: true, postalCode: part });
  });

  it.each([
    ["US", "10001-12", TABLES.US!.message],
    ["CA", "K1A 0B", TABLES.CA!.message],
    ["GB", "SW1A 1A", TABLES.GB!.message],
    ["SE", "114 5", TABLES.SE!.message],
    ["IE", "D02 X28", TABLES.IE!.message],
    ["AU", "20000", TABLES.AU!.message],
  ])("%s %j is refused with the country's message", (country, value, message) => {
    expect(locationPostalCode(country, value)).toEqual({ ok: false, message });
  });
});

describe("region lists (spec section 3)", () => {
  it("has 50 US states plus DC and AA/AE/AP", () => {
    const us = addressConfig("US").regions.map((r) => r.code);
    expect(us).toHaveLength(54);
    expect(new Set(us).size).toBe(54);
    expect(us).toEqual(expect.arrayContaining(["DC", "AA", "AE", "AP", "NY", "CA", "WY", "HI", "AK"]));
    // Territories are countries of the US tax geography, not states.
    expect(us).not.toContain("PR");
  });
  it("has 13 Canadian provinces, 8 Australian states, 4 UK nations", () => {
    expect(addressConfig("CA").regions).toHaveLength(13);
    expect(
      addressConfig("AU")
        .regions.map((r) => r.code)
        .sort(),
    ).toEqual(["ACT", "NSW", "NT", "QLD", "SA", "TAS", "VIC", "WA"].sort());
    expect(addressConfig("GB").regions.map((r) => r.name)).toEqual([
      "England",
      "Northern Ireland",
      "Scotland",
      "Wales",
    ]);
  });
  it("has a list for each of US, CA, AU, NZ, IE, ES, SE, NO, FR, GB, with unique codes", () => {
    const sizes = Object.fromEntries(
      ["US", "CA", "AU", "NZ", "IE", "ES", "SE", "NO", "FR", "GB"].map((c) => {
        const codes = addressConfig(c).regions.map((r) => r.code);
        expect(new Set(codes).size, c).toBe(codes.length);
        return [c, codes.length];
      }),
    );
    expect(sizes).toEqual({ US: 54, CA: 13, AU: 8, NZ: 16, IE: 26, ES: 52, SE: 21, NO: 15, FR: 18, GB: 4 });
    expect(addressConfig("DE").regions).toEqual([]);
  });
  it("finds a region by code or name in any case", () => {
    expect(findRegion("US", "ny")).toEqual({ code: "NY", name: "New York" });
    expect(findRegion("CA", "british columbia")).toEqual({ code: "BC", name: "British Columbia" });
    expect(findRegion("US", "Ontario")).toBeUndefined();
    expect(findRegion("US", "")).toBeUndefined();
  });
});

describe("checkLocation", () => {
  it("answers the checked location with region codes and the postal code's location part", () => {
    expect(checkLocation({ country: "us", region: "New York", postalCode: "10001-1234" })).toEqual({
      ok: true,
      location: { country: "US", region: "NY", postalCode: "10001" },
    });
    expect(checkLocation({ country: "GB", postalCode: "SW1A 1AA" })).toEqual({
      ok: true,
      location: { country: "GB", region: null, postalCode: "SW1A" },
    });
    expect(checkLocation({ country: "DE", region: "Berlin", postalCode: "" })).toEqual({
      ok: true,
      location: { country: "DE", region: "Berlin", postalCode: null },
    });
  });
  it("gives every field's message at once", () => {
    expect(checkLocation({ country: "US", region: "Ontario", postalCode: "1234" })).toEqual({
      ok: false,
      errors: { region: "Select a state.", postalCode: "ZIP Codes need to be 5 digits." },
    });
    expect(checkLocation({ country: "CA", postalCode: "K1A" })).toEqual({
      ok: false,
      errors: { region: "Select a province." },
    });
    expect(checkLocation({ country: "", postalCode: "K1A" })).toEqual({
      ok: false,
      errors: { country: "Select a country." },
    });
    expect(checkLocation({ country: 42 })).toEqual({ ok: false, errors: { country: "Select a country." } });
    expect(checkLocation({ country: "NZ", postalCode: "601" })).toEqual({
      ok: false,
      errors: { postalCode: "Postcodes need to be 4 digits" },
    });
  });
});

// As tests/worker/messages.test.ts: the spec sits beside the main checkout (../shared); where it
// is absent the comparison is skipped and the tables above still hold every message.
const found = import.meta.glob<string>("../../../shared/spec/SPEC.md", {
  query: "?raw",
  import: "default",
  eager: true,
});
const spec = Object.values(found)[0];

describe.skipIf(spec === undefined)("postal-code messages as the spec quotes them", () => {
  it.each(Object.entries(POSTAL_CODE_MESSAGES))(
    "%s: %j is quoted in the spec word for word",
    (_country, text) => {
      expect(spec!.includes(`'${text}'`)).toBe(true);
    },
  );
});
