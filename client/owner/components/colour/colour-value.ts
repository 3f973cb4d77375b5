// Between the stored colour text ('#rrggbb' or 'rgba(...)', worker/site-styles/schema.ts) and
// react-aria's Color, which its colour area, sliders and swatches edit.
import { parseColor, type Color } from "react-aria-components";
import { formatColour, parseColour } from "../../../../worker/content/colour";

export function toAriaColour(css: string): Color {
  const rgba = parseColour(css) ?? { r: 0, g: 0, b: 0, alpha: 1 };
  return parseColor(`rgba(${rgba.r}, ${rgba.g}, ${rgba.b}, ${rgba.alpha})`);
}

export function fromAriaColour(colour: Color): string {
  const rgb = colour.toFormat("rgb");
  const channel = (name: "red" | "green" | "blue") => Math.round(rgb.getChannelValue(name));
  return formatColour({
    r: channel("red"),
    g: channel("green"),
    b: channel("blue"),
    alpha: rgb.getChannelValue("alpha"),
  });
}
