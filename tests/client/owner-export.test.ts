// The panel's CSV export of form submissions: RFC 4180 quoting, formula cells defused, and the
// stored value shapes as text.
import { describe, expect, it } from "vitest";
import { csvCell, toCsv } from "../../client/owner/csv";
import { fieldIds, submissionColumns, valueText } from "../../client/owner/submission-text";

describe("CSV", () => {
  it("quotes commas, quotes and line breaks, and ends rows with CRLF", () => {
    expect(
      toCsv(
        ["a", "b"],
        [
          ["x,y", 'say "hi"'],
          ["line\nbreak", "plain"],
        ],
      ),
    ).toBe('a,b\r\n"x,y","say ""hi"""\r\n"line\nbreak",plain\r\n');
  });

  it.each([["=SUM(A1)"], ["+1"], ["-2"], ["@cmd"]])("defuses the formula %s", (value) => {
    expect(csvCell(value)).toBe(`'${value}`);
  });

  it("leaves ordinary text alone", () => {
    expect(csvCell("Ada Lovelace")).toBe("Ada Lovelace");
  });
});

describe("submission values as text", () => {
  it("joins lists and maps", () => {
    expect(valueText(["Ada", "", "Lovelace"])).toBe("Ada, Lovelace");
    expect(valueText({ Quality: ["Good"], Speed: ["Fast", "Very fast"] })).toBe(
      "Quality: Good; Speed: Fast, Very fast",
    );
    expect(valueText(null)).toBe("");
    expect(valueText(42)).toBe("42");
  });

  it("lists field ids in the order they first appear", () => {
    expect(fieldIds([{ values: { a: 1, b: 2 } }, { values: { c: 3, a: 4 } }])).toEqual(["a", "b", "c"]);
  });

  it("names columns by the form's labels, in its order, then ids the form no longer has", () => {
    expect(
      submissionColumns(
        [
          { id: "name", label: "Name" },
          { id: "email", label: "Email" },
        ],
        [{ values: { email: "a@example.com", retired: "x", name: ["A", "B"] } }],
      ),
    ).toEqual([
      { id: "name", label: "Name" },
      { id: "email", label: "Email" },
      { id: "retired", label: "retired" },
    ]);
  });
});
