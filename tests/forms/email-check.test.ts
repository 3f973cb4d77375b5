import { describe, expect, it } from "vitest";
import { isValidEmail } from "../../worker/forms/email-check";

describe("the shared email check", () => {
  it.each([
    ["ada@example.com", true],
    ["a.b+tag@mail.example.co", true],
    ["x@y.io", true],
    ["ADA@EXAMPLE.COM", true],
    ["name@shop.info", true], // 4-letter top-level part
    ["name@host.a1", true], // letters or digits
    ["name@host.museum", false], // 6-letter top-level part
    ["name@host.c", false], // 1-letter top-level part
    ["name@host", false],
    ["@example.com", false],
    ["name@.com", false],
    ["name example@example.com", false],
    ["name@exa mple.com", false],
    ["name@@example.com", false],
    ["name@example.c-m", false],
    ["", false],
    ["a@", false],
  ])("%j -> %s", (email, valid) => {
    expect(isValidEmail(email)).toBe(valid);
  });

  it("allows 3 to 256 characters", () => {
    const at256 = `${"a".repeat(256 - "@example.com".length)}@example.com`;
    expect(at256).toHaveLength(256);
    expect(isValidEmail(at256)).toBe(true);
    expect(isValidEmail(`a${at256}`)).toBe(false);
  });

  it("refuses what is not a string", () => {
    for (const value of [undefined, null, 42, ["a@b.cd"], { email: "a@b.cd" }])
      expect(isValidEmail(value)).toBe(false);
  });
});
