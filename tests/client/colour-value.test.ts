// The colour picker's bridge between stored colour text and react-aria's Color: what the area,
// sliders and swatches edit comes back as the same stored text, alpha included.
import { describe, expect, it } from "vitest";
import { fromAriaColour, toAriaColour } from "../../client/owner/components/colour/colour-value";

describe("colour picker values", () => {
  it("gives back the stored text of an opaque and of a translucent colour", () => {
    expect(fromAriaColour(toAriaColour("#2266aa"))).toBe("#2266aa");
    expect(fromAriaColour(toAriaColour("rgba(34, 102, 170, 0.4)"))).toBe("rgba(34, 102, 170, 0.4)");
  });

  it("stores a colour moved in another space as rgb, rounded to whole channels", () => {
    const moved = toAriaColour("#2266aa").toFormat("hsb").withChannelValue("hue", 0);
    expect(fromAriaColour(moved)).toBe("#aa2222");
  });

  it("reads colour text by the spec's rules before handing it to the picker", () => {
    expect(fromAriaColour(toAriaColour("rgb(300, 0, 0)"))).toBe("#ff0000");
    expect(fromAriaColour(toAriaColour("hsl(480, 100%, 50%)"))).toBe("#00ff00");
  });
});
