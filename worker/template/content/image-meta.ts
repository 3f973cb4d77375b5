// The data attributes an image element carries for the front-end image loader.

import type { PluginContext } from "../plugin";
import { asNumber, asString, isObject, isTruthy, getChild } from "../values";
import { derivedAltText } from "../../content/alt-text";
import { IMAGE_BLOCK_TYPE } from "../../content/enums";
import { escapeAttribute, resolveFrom } from "./frame";

/** 'x,y' of an image's focal point; the centre (0.5,0.5) when it has none. */
export function focalPoint(image: unknown): string {
  const point = getChild(image, "mediaFocalPoint");
  if (point === undefined) return "0.5,0.5";
  return `${asNumber(getChild(point, "x"))},${asNumber(getChild(point, "y"))}`;
}

/**
 * Alt text of an image. Items of image blocks always use their own altText (even when empty);
 * others derive it from title, body or file name.
 */
export function altText(image: unknown, frame: unknown, ctx: PluginContext): string {
  const blockType = resolveFrom(frame, ["blockType"], ctx);
  if (blockType !== undefined && asNumber(blockType) === IMAGE_BLOCK_TYPE) {
    return asString(getChild(image, "altText")).trim();
  }
  const text = (key: string) => {
    const v = getChild(image, key);
    return isTruthy(v) ? asString(v) : undefined;
  };
  return derivedAltText({ title: text("title"), body: text("body"), filename: text("filename") });
}

/**
 * `data-src="..." data-image="..." ... alt="..." ` for an image (each attribute followed by a
 * space); '' when there is no image. `alt` overrides the derived alt text (unescaped).
 */
export function imageMeta(image: unknown, frame: unknown, ctx: PluginContext, alt?: string): string {
  if (image === undefined) return "";
  const assetUrl = asString(getChild(image, "assetUrl"));
  const componentKey = getChild(image, "componentKey");
  let out = "";
  if (isObject(getChild(image, "licensedAssetPreview"))) out += 'data-licensed-asset-preview="true" ';
  if (componentKey !== undefined) out += `data-component-key="${asString(componentKey)}" `;
  out += `data-src="${assetUrl}" `;
  out += `data-image="${assetUrl}" `;
  out += `data-image-dimensions="${asString(getChild(image, "originalSize"))}" `;
  out += `data-image-focal-point="${focalPoint(image)}" `;
  out += `alt="${escapeAttribute(alt ?? altText(image, frame, ctx))}" `;
  return out;
}
