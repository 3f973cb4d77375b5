// The colour rules the colour picker and the site styles share: CSS colour text by the spec's
// parsing and clamping rules, the brand colour's out-of-range messages, and which text colour a
// background gets (dark when luminance is under 65%).
import { describe, expect, it } from "vitest";
import { checkBrandColour } from "../../worker/content/brand-colour";
import { parseColour, textColourOn } from "../../worker/content/colour";
import { colourText, COLOUR_NOT_UNDERSTOOD } from "../../worker/site-styles/schema";

const stored = (text: string) => colourText.safeParse(text);

describe("colour text as the picker stores it", () => {
  it("accepts hex of 3 or 6 digits, rgb, hsl, hwb and colour names", () => {
    expect(stored("#abc").data).toBe("#aabbcc");
    expect(stored("#336699").data).toBe("#336699");
    expect(stored("rgb(51, 102, 153)").data).toBe("#336699");
    expect(stored("hsl(210, 50%, 40%)").data).toBe("#336699");
    expect(stored("hwb(0 0% 0%)").data).toBe("#ff0000");
    expect(stored("rebeccapurple").data).toBe("#663399");
  });

  it("clamps channels 0-255, alpha 0-1 and percentages 0-100, and takes the hue modulo 360", () => {
    expect(stored("rgb(300, -20, 128)").data).toBe("#ff0080");
    expect(stored("rgba(0, 0, 0, 1.7)").data).toBe("#000000");
    expect(stored("rgba(0, 0, 0, 0.25)").data).toBe("rgba(0, 0, 0, 0.25)");
    expect(stored("hsl(480, 150%, 50%)").data).toBe("#00ff00");
    expect(stored("hsl(-240, 100%, 50%)").data).toBe("#00ff00");
  });

  it("refuses hex of other lengths and text that is not a colour, saying what it takes", () => {
    for (const text of ["#abcd", "#12345", "#1234567", "blurple", "rgb(1, 2)"]) {
      const result = stored(text);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(COLOUR_NOT_UNDERSTOOD);
    }
    expect(COLOUR_NOT_UNDERSTOOD).toBe(
      "Enter a colour as hex (#rgb or #rrggbb), rgb(), hsl(), hwb() or a colour name.",
    );
  });
});

describe("brand colour fields", () => {
  it("says 'Missing an H/S/L value.' when hue, saturation or lightness is empty", () => {
    expect(checkBrandColour({ saturation: 0.5, lightness: 0.5 })).toEqual({
      ok: false,
      message: "Missing an H/S/L value.",
    });
    expect(checkBrandColour({ hue: 10, lightness: 0.5 }).ok).toBe(false);
    expect(checkBrandColour({ hue: 10, saturation: 0.5 })).toEqual({
      ok: false,
      message: "Missing an H/S/L value.",
    });
  });

  it("names each part out of bounds, word for word", () => {
    expect(checkBrandColour({ hue: 400, saturation: 0.5, lightness: 0.5 })).toEqual({
      ok: false,
      message: "Hue out of bounds.",
    });
    expect(checkBrandColour({ hue: 10, saturation: 1.2, lightness: -0.1, alpha: 1.5 })).toEqual({
      ok: false,
      message: "Saturation out of bounds. Lightness out of bounds. Alpha out of bounds.",
    });
  });

  it("gives the CSS of a colour within bounds, with or without alpha", () => {
    expect(checkBrandColour({ hue: 210, saturation: 0.5, lightness: 0.4 })).toEqual({
      ok: true,
      css: "hsl(210, 50%, 40%)",
    });
    expect(checkBrandColour({ hue: 210, saturation: 0.5, lightness: 0.4, alpha: 0.5 })).toEqual({
      ok: true,
      css: "hsla(210, 50%, 40%, 0.5)",
    });
  });
});

describe("text colour on a background", () => {
  it("writes light text on a colour whose luminance is under 65%, dark text from 65% up", () => {
    // Rec. 601 luma of grey v is v/255: 165 is 64.7%, 166 is 65.1%.
    expect(textColourOn(parseColour("rgb(165, 165, 165)")!, "light", "dark")).toBe("light");
    expect(textColourOn(parseColour("rgb(166, 166, 166)")!, "light", "dark")).toBe("dark");
    expect(textColourOn(parseColour("#8a4b2a")!, "light", "dark")).toBe("light");
    expect(textColourOn(parseColour("yellow")!, "light", "dark")).toBe("dark");
  });
});
