import { describe, expect, it } from "vitest";
import { formDefinition } from "../../worker/forms/field-types";
import { demoContactForm } from "../../worker/seed/demo-forms";

describe("the demo Contact form", () => {
  it("is a valid definition using most field types", () => {
    const form = formDefinition.parse(demoContactForm);
    expect(new Set(form.fields.map((f) => f.type)).size).toBeGreaterThanOrEqual(15);
  });
});
