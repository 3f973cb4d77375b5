import { describe, expect, it } from "vitest";
import {
  heightForWidth,
  IMAGE_WIDTHS,
  imageWidthFor,
  parseDimensions,
  srcsetEntries,
  widthForHeight,
} from "../../worker/content/image-size";

describe("image sizes", () => {
  it("parses WxH and nothing else", () => {
    expect(parseDimensions("800x400")).toEqual({ width: 800, height: 400 });
    expect(parseDimensions("1000")).toBeUndefined();
    expect(parseDimensions("axb")).toBeUndefined();
    expect(parseDimensions("1x2x3")).toBeUndefined();
  });

  it("scales one side to a requested other side, in whole pixels", () => {
    expect(heightForWidth({ width: 250, height: 175 }, 50)).toBe(35);
    expect(widthForHeight({ width: 250, height: 175 }, 50)).toBe(71);
    expect(heightForWidth({ width: 0, height: 175 }, 50)).toBe(0);
  });

  it("requests the rendered width of spec section 9 for a display width", () => {
    const cases: [number, string][] = [
      [1, "100w"],
      [100, "100w"],
      [101, "300w"],
      [300, "300w"],
      [301, "500w"],
      [500, "500w"],
      [501, "750w"],
      [750, "750w"],
      [751, "1000w"],
      [1000, "1000w"],
      [1001, "1500w"],
      [4000, "1500w"],
    ];
    for (const [width, expected] of cases) expect(imageWidthFor(width), `${width}`).toBe(expected);
  });

  it("lists every width variant and the original as the next width up", () => {
    expect(srcsetEntries("/a.jpg", "100w,300w")).toEqual([
      "/a.jpg?format=100w 100w",
      "/a.jpg?format=300w 300w",
      "/a.jpg?format=original 500w",
    ]);
    expect(srcsetEntries("/a.jpg", "1500w,2500w").at(-1)).toBe("/a.jpg?format=2500w 2500w");
    expect(srcsetEntries("/a.jpg", "150w,350w")).toHaveLength(2);
    expect(srcsetEntries("/a.jpg", "")).toEqual([]);
    expect(IMAGE_WIDTHS).toHaveLength(7);
  });
});
