import { describe, expect, it } from "vitest";
import { selectOptionsMessage } from "../../worker/commerce/messages";
import { findVariant, productOptions, unselectedOptions } from "../../worker/commerce/option-selection";

const variants = [
  { sku: "T-S-RED", attributes: { size: "S", colour: "Red" } },
  { sku: "T-M-RED", attributes: { size: "M", colour: "Red" } },
  { sku: "T-S-BLUE", attributes: { size: "S", colour: "Blue" } },
];

describe("variant options", () => {
  it("lists options in first-appearance order with their values", () => {
    expect(productOptions(variants)).toEqual([
      { name: "size", values: ["S", "M"] },
      { name: "colour", values: ["Red", "Blue"] },
    ]);
  });
  it("follows the owner's option ordering", () => {
    expect(productOptions(variants, ["colour", "size"]).map((o) => o.name)).toEqual(["colour", "size"]);
  });
  it("finds the variant a full selection names, and none for a partial one", () => {
    expect(findVariant(variants, { size: "M", colour: "Red" })?.sku).toBe("T-M-RED");
    expect(findVariant(variants, { size: "M" })).toBeUndefined();
    expect(findVariant(variants, { size: "M", colour: "Blue" })).toBeUndefined();
  });
  it("names the unselected options", () => {
    expect(unselectedOptions(productOptions(variants), { size: "S" })).toEqual(["colour"]);
  });
});

describe("unselected option message", () => {
  it("names one option", () => {
    expect(selectOptionsMessage(["size"])).toBe("Please select the size option.");
  });
  it("names two options", () => {
    expect(selectOptionsMessage(["size", "colour"])).toBe("Please select the size and colour options.");
  });
  it("names more options as a list and the last", () => {
    expect(selectOptionsMessage(["size", "colour", "fit"])).toBe(
      "Please select the size, colour and fit options.",
    );
  });
});
