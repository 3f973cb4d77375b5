import { describe, expect, it } from "vitest";
import { derivedAltText, MAX_ALT_TEXT_LENGTH, stripTags } from "../../worker/content/alt-text";

describe("derivedAltText", () => {
  it("prefers the title", () => {
    expect(derivedAltText({ title: "Sunset", body: "<p>Body</p>", filename: "a.jpg" })).toBe("Sunset");
  });

  it("falls back to the body without its tags, cut to 250 characters", () => {
    expect(derivedAltText({ body: "<p>A <b>bold</b> move</p>" })).toBe("A  bold  move");
    const long = "word ".repeat(100);
    expect(derivedAltText({ body: long })).toBe(long.slice(0, MAX_ALT_TEXT_LENGTH));
  });

  it("falls back to the file name, then to nothing", () => {
    expect(derivedAltText({ body: "<p></p>", filename: "a.jpg" })).toBe("a.jpg");
    expect(derivedAltText({})).toBe("");
  });

  it("strips tags, including an unfinished one at the end", () => {
    expect(stripTags("a<br/>b<i")).toBe("a b");
  });
});
