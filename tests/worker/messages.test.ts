// Every commerce message of worker/commerce/messages.ts appears word for word in the spec.
import { describe, expect, it } from "vitest";
import spec from "../../../shared/spec/SPEC.md?raw";
import * as messages from "../../worker/commerce/messages";

const quoted = (text: string) => spec.includes(`'${text}'`);

describe("commerce messages", () => {
  const constants = Object.entries(messages as Record<string, unknown>).filter(
    (e): e is [string, string] => typeof e[1] === "string",
  );

  it.each(constants)("%s is quoted in the spec word for word", (_name, text) => {
    expect(quoted(text)).toBe(true);
  });

  it("words the select-options message for one, two and more options as the spec does", () => {
    expect(messages.selectOptionsMessage(["Size"])).toBe("Please select the Size option.");
    expect(messages.selectOptionsMessage(["Size", "Colour"])).toBe(
      "Please select the Size and Colour options.",
    );
    expect(messages.selectOptionsMessage(["Size", "Colour", "Fit"])).toBe(
      "Please select the Size, Colour and Fit options.",
    );
    expect(quoted("Please select the {option} option.")).toBe(true);
    expect(quoted("Please select the {option1} and {option2} options.")).toBe(true);
    expect(quoted("Please select the {optionsList} and {lastOption} options.")).toBe(true);
  });
});
