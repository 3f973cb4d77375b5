import { describe, expect, it } from "vitest";
import { fieldDefinition, type FieldDefinition } from "../../worker/forms/field-types";
import { hiddenFieldValue, normalizeFieldValue } from "../../worker/forms/field-values";

const field = (definition: Record<string, unknown>): FieldDefinition =>
  fieldDefinition.parse({ id: "f", ...definition });

describe("field value shapes (spec section 3)", () => {
  it.each<[string, Record<string, unknown>, unknown, unknown]>([
    [
      "address: list of 6 sub-values",
      { type: "address" },
      ["1 Main St", "", "Springfield", "IL", "62701", "US"],
      ["1 Main St", "", "Springfield", "IL", "62701", "US"],
    ],
    ["address: nothing sent is 6 empty parts", { type: "address" }, undefined, ["", "", "", "", "", ""]],
    ["date: month, day, year", { type: "date" }, ["12", "31", "2026"], ["12", "31", "2026"]],
    ["name: first, last", { type: "name" }, ["Ada", "Lovelace"], ["Ada", "Lovelace"]],
    ["time: hour, minute, second, am/pm", { type: "time" }, ["9", "30", "00", "AM"], ["9", "30", "00", "AM"]],
    ["phone: 4 parts kept", { type: "phone" }, ["+1", "555", "010", "4477"], ["+1", "555", "010", "4477"]],
    ["phone: '' prepended to 3 parts", { type: "phone" }, ["555", "010", "4477"], ["", "555", "010", "4477"]],
    [
      "checkbox: list of checked values",
      { type: "checkbox", options: ["A", "B", "C"] },
      ["A", "C"],
      ["A", "C"],
    ],
    ["checkbox: a value checked twice counts once", { type: "checkbox", options: ["A"] }, ["A", "A"], ["A"]],
    ["checkbox: nothing checked", { type: "checkbox", options: ["A"] }, undefined, []],
    ["radio: the checked value", { type: "radio", options: ["Yes", "No"] }, "No", "No"],
    ["select: the chosen value", { type: "select", options: ["S", "M"] }, "M", "M"],
    [
      "likert: question to checked answers",
      { type: "likert", questions: ["Q1", "Q2"] },
      { Q1: ["Agree"], Q2: [] },
      { Q1: ["Agree"], Q2: [] },
    ],
    [
      "likert: one answer as a string",
      { type: "likert", questions: ["Q1"] },
      { Q1: "Neutral" },
      { Q1: ["Neutral"] },
    ],
    ["hidden: the value sent", { type: "hidden", default: "x" }, "campaign", "campaign"],
    ["hidden: nothing sent is its default", { type: "hidden", default: "x" }, undefined, "x"],
    ["section: no value", { type: "section" }, "ignored", undefined],
    ["text: one value", { type: "text" }, "hello", "hello"],
    ["textarea: one value", { type: "textarea" }, "a\nb", "a\nb"],
    ["email: one value", { type: "email" }, "a@b.co", "a@b.co"],
    ["currency: one value", { type: "currency" }, "12.50", "12.50"],
    ["number: one value", { type: "number" }, "7", "7"],
    ["website: one value", { type: "website" }, "example.com", "example.com"],
    ["password: one value", { type: "password" }, "s3cret", "s3cret"],
    ["plain: one value", { type: "plain" }, "plain", "plain"],
    ["text: nothing sent is empty", { type: "text" }, null, ""],
  ])("%s", (_, definition, sent, expected) => {
    expect(normalizeFieldValue(field(definition), sent)).toEqual({ ok: true, value: expected });
  });

  it.each<[string, Record<string, unknown>, unknown]>([
    ["phone with 2 parts", { type: "phone" }, ["555", "0104477"]],
    ["phone with 5 parts", { type: "phone" }, ["1", "2", "3", "4", "5"]],
    ["address as a string", { type: "address" }, "1 Main St"],
    ["name with 3 parts", { type: "name" }, ["A", "B", "C"]],
    ["date with a number part", { type: "date" }, [12, 31, 2026]],
    ["checkbox as a string", { type: "checkbox", options: ["A"] }, "A"],
    ["likert as a list", { type: "likert", questions: ["Q1"] }, ["Agree"]],
    ["likert answers as a number", { type: "likert", questions: ["Q1"] }, { Q1: 3 }],
    ["text as a number", { type: "text" }, 5],
    ["text as an object", { type: "text" }, { a: 1 }],
    ["text longer than 10,000 characters", { type: "text" }, "x".repeat(10_001)],
  ])("refuses %s", (_, definition, sent) => {
    expect(normalizeFieldValue(field(definition), sent)).toEqual({ ok: false });
  });

  it("hidden reads the URL query parameter of the same name, else its default", () => {
    const hidden = field({ type: "hidden", id: "utm_source", default: "direct" }) as FieldDefinition & {
      type: "hidden";
    };
    expect(hiddenFieldValue(hidden, new URLSearchParams("utm_source=newsletter"))).toBe("newsletter");
    expect(hiddenFieldValue(hidden, new URLSearchParams("utm_source="))).toBe("");
    expect(hiddenFieldValue(hidden, new URLSearchParams("other=1"))).toBe("direct");
  });
});
