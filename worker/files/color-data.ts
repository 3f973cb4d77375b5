// An image's colour data (spec section 3 image assets, the `ColorData` of the image_assets table):
// the average colours of its four corner regions and its centre, and a suggested background.
//
// Where it is computed: the panel draws the picked image on a canvas at upload (the browser has
// the decoder already, and a 20 MB photo decoded in the worker would cost far more than its CPU
// budget) and sends the five averages with the upload. The worker checks that they are five
// colours and derives the suggested background itself, so one rule decides it.
import { z } from "zod";
import type { ColorData } from "../db/schema";
import { BAD_COLOR_DATA } from "./messages";

export type ColorAverages = Omit<ColorData, "suggestedBgColor">;

/** The order the five averages travel in (the upload's `colors` query parameter). */
export const AVERAGE_NAMES = [
  "topLeftAverage",
  "topRightAverage",
  "bottomLeftAverage",
  "bottomRightAverage",
  "centerAverage",
] as const satisfies readonly (keyof ColorAverages)[];

const HEX6 = /^[0-9a-f]{6}$/;

const channels = (hex: string) => [0, 2, 4].map((at) => parseInt(hex.slice(at, at + 2), 16));
const toHex = (rgb: number[]) => rgb.map((v) => Math.round(v).toString(16).padStart(2, "0")).join("");

/**
 * The background that sits best beside the image: the mean of its four corner averages, the
 * colours along its edges, so the image seems to continue into it.
 */
export function suggestedBgColor(averages: ColorAverages): string {
  const corners = [
    averages.topLeftAverage,
    averages.topRightAverage,
    averages.bottomLeftAverage,
    averages.bottomRightAverage,
  ].map(channels);
  return toHex([0, 1, 2].map((i) => corners.reduce((sum, c) => sum + c[i]!, 0) / corners.length));
}

export function withSuggestedBg(averages: ColorAverages): ColorData {
  return { ...averages, suggestedBgColor: suggestedBgColor(averages) };
}

/** 'aabbcc,...' (five colours, AVERAGE_NAMES order) as the averages. */
export const colorAveragesParam = z
  .string()
  .transform((text) => text.toLowerCase().split(","))
  .refine((list) => list.length === AVERAGE_NAMES.length && list.every((hex) => HEX6.test(hex)), {
    message: BAD_COLOR_DATA,
  })
  .transform((list) => Object.fromEntries(AVERAGE_NAMES.map((name, i) => [name, list[i]!])) as ColorAverages);

export const colorAveragesText = (averages: ColorAverages) => AVERAGE_NAMES.map((n) => averages[n]).join(",");
