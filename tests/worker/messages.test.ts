// Every commerce message of worker/commerce/messages.ts appears word for word in the spec.
import { describe, expect, it } from "vitest";
import * as messages from "../../worker/commerce/messages";

// The spec sits beside the checkout in CI (../shared); a user's clone has none, and then the
// comparison with its text is skipped (the messages' own wording tests still run).
const found = import.meta.glob<string>("../../../shared/spec/SPEC.md", {
  query: "?raw",
  import: "default",
  eager: true,
});
const spec = Object.values(found)[0];
if (spec === undefined)
  console.log("../shared/spec/SPEC.md not found: skipping the comparison with the spec's text");

/** Quoted ('…'), or one item of the spec's unquoted list of cart strings (section 8). */
const quoted = (text: string) =>
  spec!.includes(`'${text}'`) ||
  new RegExp(`\\(owner/cart strings\\)[^\\n]*[:,] ${text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}[,.]`).test(
    spec!,
  );

describe.skipIf(spec === undefined)("commerce messages as the spec quotes them", () => {
  const constants = Object.entries(messages as Record<string, unknown>).filter(
    (e): e is [string, string] => typeof e[1] === "string",
  );

  it.each(constants)("%s is quoted in the spec word for word", (_name, text) => {
    expect(quoted(text)).toBe(true);
  });

  it("quotes the select-options message templates this module fills in", () => {
    expect(quoted("Please select the {option} option.")).toBe(true);
    expect(quoted("Please select the {option1} and {option2} options.")).toBe(true);
    expect(quoted("Please select the {optionsList} and {lastOption} options.")).toBe(true);
  });
});

describe("select-options message", () => {
  it("is worded for one, two and more options as the spec does", () => {
    expect(messages.selectOptionsMessage(["Size"])).toBe("Please select the Size option.");
    expect(messages.selectOptionsMessage(["Size", "Colour"])).toBe(
      "Please select the Size and Colour options.",
    );
    expect(messages.selectOptionsMessage(["Size", "Colour", "Fit"])).toBe(
      "Please select the Size, Colour and Fit options.",
    );
  });
});
