import { describe, expect, it } from "vitest";
import { formDefinition } from "../../worker/forms/field-types";
import { textareaCounter } from "../../worker/forms/textarea-counter";
import { checkForm } from "../../worker/forms/validate";

const form = formDefinition.parse({
  name: "Survey",
  fields: [
    { id: "name", type: "name", required: true },
    { id: "email", type: "email", required: true },
    { id: "optionalEmail", type: "email" },
    { id: "colour", type: "radio", options: ["Red", "Blue"], required: true },
    { id: "toppings", type: "checkbox", options: ["Cheese", "Olives"], required: true },
    { id: "mood", type: "likert", questions: ["Service", "Price"], required: true },
    { id: "note", type: "textarea", maxLength: 5 },
    { id: "intro", type: "section", required: true },
  ],
});

const valid = {
  name: ["Ada", "Lovelace"],
  email: "ada@example.com",
  colour: "Blue",
  toppings: ["Olives"],
  mood: { Service: ["Agree"], Price: ["Neutral"] },
  note: "short",
};

describe("form validation (spec section 5)", () => {
  it("accepts a complete form and shapes its values; section fields are always valid and have no value", () => {
    const result = checkForm(form, valid);
    expect(result).toEqual({
      ok: true,
      values: { ...valid, optionalEmail: "", intro: undefined },
    });
  });

  it("answers 'Required' for each empty required field and the likert message for a missing question", () => {
    expect(checkForm(form, { note: "" })).toEqual({
      ok: false,
      errors: {
        name: "Required",
        email: "Required",
        colour: "Required",
        toppings: "Required",
        mood: "Survey is not valid. Missing a required question.",
      },
    });
    const oneQuestion = checkForm(form, { ...valid, mood: { Service: ["Agree"] } });
    expect(oneQuestion).toEqual({
      ok: false,
      errors: { mood: "Survey is not valid. Missing a required question." },
    });
  });

  it("checks a non-empty email, required or not", () => {
    expect(checkForm(form, { ...valid, optionalEmail: "not an email" })).toEqual({
      ok: false,
      errors: {
        optionalEmail: "Email is not valid. Email addresses should follow the format name@example.com.",
      },
    });
  });

  it("refuses a textarea over its max length", () => {
    expect(checkForm(form, { ...valid, note: "toolong" })).toEqual({
      ok: false,
      errors: { note: "You have exceeded the character limit." },
    });
  });

  it("refuses values the owner did not offer and ids the form does not have", () => {
    expect(checkForm(form, { ...valid, colour: "Green", toppings: ["Ham"], extra: "x" })).toEqual({
      ok: false,
      errors: {
        colour: "Green is not one of the expected options",
        toppings: "Ham is not one of the expected options",
        extra: "The form has no field 'extra'.",
      },
    });
  });
});

describe("the textarea counter", () => {
  it.each<[unknown, string, ReturnType<typeof textareaCounter>]>([
    [10, "hello", { text: "5 / 10", over: false }],
    [5, "hello", { text: "5 / 5", over: false }],
    [4, "hello", { text: "5 / 4", over: true }],
    ["10", "hi", { text: "2 / 10", over: false }],
    [0, "hello", null],
    [-3, "hello", null],
    ["ten", "hello", null],
    [Number.NaN, "hello", null],
    [undefined, "hello", null],
    [null, "hello", null],
  ])("max length %j with %j", (max, value, expected) => {
    expect(textareaCounter(value, max)).toEqual(expected);
  });
});
