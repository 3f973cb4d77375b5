// The owner panel's feedback words and dirtiness: a toast and a question quote the thing's name
// (or say what kind of thing it is), and a form is dirty only while it differs from what is stored.
import { describe, expect, it } from "vitest";
import { differs, snapshot } from "../../client/owner/components/feedback/dirty";
import { happened, named } from "../../client/owner/components/feedback/named";

describe("the panel's messages", () => {
  it("quote a thing's name, or name its kind when it has none", () => {
    expect(named("Linen tote", "Product")).toBe("“Linen tote”");
    expect(named("  Linen tote ", "Product")).toBe("“Linen tote”");
    expect(named("", "Product")).toBe("Product");
    expect(named(undefined, "this product")).toBe("this product");
    expect(happened("Linen tote", "Product", "saved")).toBe("“Linen tote” saved");
    expect(happened(null, "Shipping rate", "deleted")).toBe("Shipping rate deleted");
  });
});

describe("a form's dirtiness", () => {
  it("follows the values, so an edit undone is no longer unsaved", () => {
    const stored = snapshot({ title: "Linen tote", tags: "bags" });
    expect(differs(stored, { title: "Linen tote", tags: "bags" })).toBe(false);
    expect(differs(stored, { title: "Linen tote (new)", tags: "bags" })).toBe(true);
  });
});
