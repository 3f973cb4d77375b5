import type { Formatter, FormatterTable, PluginContext } from "../plugin";
import { asNumber, asString, getChild, getPath } from "../values";
import { checkBrandColour } from "../../content/brand-colour";
import { colourWeight } from "../../content/colour";
import {
  INVALID_SOURCE_MESSAGE,
  heightForWidth,
  imageWidthFor,
  parseDimensions,
  srcsetEntries,
  widthForHeight,
  type Dimensions,
} from "../../content/image-size";
import { audioPlayer } from "../content/audio-player";
import { escapeAttribute, resolveFrom } from "../content/frame";
import { imageColorAttributes, imageColorOf } from "../content/image-color";
import { altText, imageMeta } from "../content/image-meta";
import { itemClasses } from "../content/item-classes";
import { videoMarkup } from "../content/video";

// Content formatters of the dialect: images, video, audio, colours, item classes.

/** A whole-number argument, or undefined after reporting a developer error. */
function numberArg(name: string, args: string[], ctx: PluginContext): number | undefined {
  const n = parseInt(args[0] ?? "", 10);
  if (Number.isNaN(n)) {
    ctx.error("formatter-args", `Formatter '${name}' needs a number argument`);
    return undefined;
  }
  return n;
}

/** Sizes by their 'WxH' text: `{originalSize|width}` and `|height` of one image read the same text. */
const dimensions = new Map<string, Dimensions | null>();
const MAX_DIMENSIONS = 2048;

function dimensionsOf(text: string): Dimensions | undefined {
  const hit = dimensions.get(text);
  if (hit !== undefined) return hit ?? undefined;
  const size = parseDimensions(text);
  if (text.length <= 64) {
    if (dimensions.size >= MAX_DIMENSIONS) dimensions.clear();
    // Frozen: one object serves every formatter that reads this text.
    dimensions.set(text, size === undefined ? null : Object.freeze(size));
  }
  return size;
}

/** Formatter over the 'WxH' size in the value; the value becomes the spec's message when it is not one. */
const sized =
  (compute: (size: Dimensions, args: string[], ctx: PluginContext) => unknown): Formatter =>
  (args, vars, ctx) => {
    const first = vars[0]!;
    const size = dimensionsOf(asString(first.value));
    first.value = size === undefined ? INVALID_SOURCE_MESSAGE : compute(size, args, ctx);
  };

/** Size formatter scaling to the number in its argument. */
const resized = (name: string, scale: (size: Dimensions, n: number) => unknown) =>
  sized((size, args, ctx) => {
    const n = numberArg(name, args, ctx);
    return n === undefined ? undefined : scale(size, n);
  });

export const contentFormatters: FormatterTable = {
  /** Path made absolute against the page's `base-url`. */
  AbsUrl: (_args, vars, ctx) => {
    const first = vars[0]!;
    first.value = `${asString(resolveFrom(first.value, ["base-url"], ctx))}/${asString(first.value)}`;
  },

  "audio-player": (_args, vars) => {
    vars[0]!.value = audioPlayer(vars[0]!.value);
  },

  capitalize: (_args, vars) => {
    vars[0]!.value = asString(vars[0]!.value).toUpperCase();
  },

  /** Image attributes of the item's n-th child (`items.n`, first by default). */
  "child-image-meta": (args, vars, ctx) => {
    const first = vars[0]!;
    const index = args.length === 0 ? 0 : parseInt(args[0]!, 10);
    first.value = imageMeta(getPath(first.value, ["items", index]), first.value, ctx);
  },

  "cover-image-meta": (_args, vars, ctx) => {
    const first = vars[0]!;
    first.value = imageMeta(getChild(first.value, "coverImage"), first.value, ctx);
  },

  /** 'light' or 'dark' for a hex colour; missing when the value is not one. */
  "color-weight": (_args, vars) => {
    vars[0]!.value = colourWeight(asString(vars[0]!.value));
  },

  width: sized((size) => size.width),
  height: sized((size) => size.height),
  resizedHeightForWidth: resized("resizedHeightForWidth", heightForWidth),
  resizedWidthForHeight: resized("resizedWidthForHeight", widthForHeight),
  squarespaceThumbnailForWidth: (args, vars, ctx) => {
    const width = numberArg("squarespaceThumbnailForWidth", args, ctx);
    vars[0]!.value = imageWidthFor(width ?? 0);
  },
  squarespaceThumbnailForHeight: resized("squarespaceThumbnailForHeight", (size, height) =>
    imageWidthFor(widthForHeight(size, height)),
  ),

  /** Milliseconds as 'm:ss'. */
  humanizeDuration: (_args, vars) => {
    const seconds = Math.trunc(asNumber(vars[0]!.value) / 1000) || 0;
    const minutes = Math.trunc(seconds / 60);
    vars[0]!.value = `${minutes}:${String(seconds - minutes * 60).padStart(2, "0")}`;
  },

  /** A lazily loaded image with a <noscript> fallback; the argument is its class (thumb-image). */
  image: (args, vars, ctx) => {
    const first = vars[0]!;
    const image = first.value;
    const cls = args.length === 1 ? args[0]! : "thumb-image";
    const alt = altText(image, image, ctx);
    first.value =
      `<noscript><img src="${asString(getChild(image, "assetUrl"))}" alt="${escapeAttribute(alt)}" /></noscript>` +
      `<img class="${cls}" ${imageMeta(image, image, ctx, alt)}` +
      `data-load="false" data-image-id="${asString(getChild(image, "id"))}" data-type="image" />`;
  },

  /** Region colours as data attributes, or `{@|image-color region [property]}` for one. */
  "image-color": (args, vars) => {
    const first = vars[0]!;
    const colorData = getChild(first.value, "colorData");
    if (colorData === undefined) {
      first.value = undefined;
      return;
    }
    first.value =
      args.length === 0 ? imageColorAttributes(colorData) : imageColorOf(colorData, args[0]!, args[1]);
  },

  "image-meta": (_args, vars, ctx) => {
    const first = vars[0]!;
    first.value = imageMeta(first.value, first.value, ctx);
  },

  /** ` srcset="..."` from the image's width variants; unchanged when it has none. */
  "image-srcset": (_args, vars) => {
    const first = vars[0]!;
    if (first.value === undefined) return;
    const assetUrl = asString(getChild(first.value, "assetUrl"));
    const entries = srcsetEntries(assetUrl, asString(getChild(first.value, "systemDataVariants")));
    if (entries.length > 0) first.value = ` srcset="${entries.join(",")}"`;
  },

  "item-classes": (_args, vars, ctx) => {
    vars[0]!.value = itemClasses(vars[0]!.value, ctx);
  },

  /** Brand colour {hue, saturation, lightness, alpha?} as CSS hsl()/hsla(), or what is wrong with it. */
  "website-color": (_args, vars) => {
    const first = vars[0]!;
    const part = (key: string) => {
      const value = getChild(first.value, key);
      return value === undefined ? undefined : asNumber(value);
    };
    const result = checkBrandColour({
      hue: part("hue"),
      saturation: part("saturation"),
      lightness: part("lightness"),
      alpha: part("alpha"),
    });
    first.value = result.ok ? result.css : result.message;
  },

  /** Video wrapper; arguments `load-false` and `color-data`. */
  video: (args, vars) => {
    const first = vars[0]!;
    const options = { loadFalse: args.includes("load-false"), colorData: args.includes("color-data") };
    first.value = videoMarkup(first.value, options);
  },
};
