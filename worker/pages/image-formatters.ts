// Formatters behind the theme's image block (themes/default/blocks/image.block). The block is
// applied to an image with optional arguments, e.g.
//   {mainImage|apply;image.block;width=600;sizes=(max-width: 432px) 100vw, 50vw;loading=eager}
// width: the display width in CSS pixels (picks `src` by the rule of spec section 9);
// sizes: the <img sizes> (default 100vw); loading=eager for an image above the fold (the first of
// a listing or gallery): it loads at once with high priority; every other image loads lazily.
import {
  imageAlt,
  imageDimensions,
  objectPosition,
  requestedSource,
  srcsetCandidates,
  type ResponsiveImageSource,
} from "../content/responsive-image";
import type { Formatter, FormatterTable, PluginContext } from "../template/plugin";

const image = (value: unknown): ResponsiveImageSource =>
  typeof value === "object" && value !== null ? (value as ResponsiveImageSource) : {};

/** An argument of the block application (`@args.name`), as text. */
const blockArg = (ctx: PluginContext, name: string): string | undefined => {
  const v = ctx.resolve(["@args", name]);
  return typeof v === "string" && v !== "" ? v : undefined;
};

const over =
  (fn: (img: ResponsiveImageSource, ctx: PluginContext) => unknown): Formatter =>
  (_args, vars, ctx) => {
    vars[0]!.value = fn(image(vars[0]!.value), ctx);
  };

export const imageFormatters: FormatterTable = {
  "image-src": over((img, ctx) => {
    const width = Number(blockArg(ctx, "width"));
    const url = img.assetUrl ?? "";
    return Number.isFinite(width) && width > 0 ? requestedSource(url, imageDimensions(img), width) : url;
  }),
  "image-widths-srcset": over((img) => {
    const size = imageDimensions(img);
    return size && img.assetUrl ? srcsetCandidates(img.assetUrl, size).join(", ") : "";
  }),
  /** ` width="W" height="H"` from originalSize (reserves the box before the file arrives). */
  "image-size-attributes": over((img) => {
    const size = imageDimensions(img);
    return size ? ` width="${size.width}" height="${size.height}"` : "";
  }),
  "image-alt": over(imageAlt),
  "image-focal-position": over((img) => objectPosition(img.mediaFocalPoint)),
  "image-loading": over((_img, ctx) =>
    blockArg(ctx, "loading") === "eager" ? ' fetchpriority="high"' : ' loading="lazy"',
  ),
};
