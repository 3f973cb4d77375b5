// Markup of a video block: the oEmbed wrapper, with an optional overlay showing the
// video's thumbnail (or a `no-thumb` overlay when it has no image).

import { asString, getChild, isTruthy } from "../values";
import { escapeAttribute } from "./frame";
import { focalPoint } from "./image-meta";

const OVERLAY_COLOURS = [
  ["topleft", "topLeftAverage"],
  ["topright", "topRightAverage"],
  ["bottomleft", "bottomLeftAverage"],
  ["bottomright", "bottomRightAverage"],
  ["center", "centerAverage"],
] as const;

export interface VideoOptions {
  /** `load-false`: the wrapper waits for the page to load it. */
  loadFalse: boolean;
  /** `color-data`: the thumbnail carries the image's region colours. */
  colorData: boolean;
}

export function videoMarkup(video: unknown, options: VideoOptions): string {
  const oembed = getChild(video, "oembed");
  const html = escapeAttribute(asString(getChild(oembed, "html")));
  const provider = asString(getChild(oembed, "providerName"));
  let out = '<div class="sqs-video-wrapper" ';
  if (options.loadFalse) out += 'data-load="false" ';
  out += `data-html="${html}" data-provider-name="${provider}">`;
  if (isTruthy(getChild(video, "overlay"))) {
    out += '<div class="sqs-video-overlay';
    if (isTruthy(getChild(video, "mainImageId")) || isTruthy(getChild(video, "systemDataId"))) {
      out += '" style="opacity: 0;">';
      out += `<img data-load="false" data-src="${asString(getChild(video, "assetUrl"))}" `;
      out += `data-image-dimensions="${asString(getChild(video, "originalSize"))}" `;
      out += `data-image-focal-point="${focalPoint(video)}" `;
      const colorData = getChild(video, "colorData");
      if (options.colorData && isTruthy(colorData)) {
        for (const [attr, key] of OVERLAY_COLOURS) {
          out += `data-color-${attr}="#${asString(getChild(colorData, key))}" `;
        }
      }
      out += "/>";
    } else {
      out += ' no-thumb" style="opacity: 0;">';
    }
    out += '<div class="sqs-video-opaque"> </div><div class="sqs-video-icon"></div></div>';
  }
  return out + "</div>";
}
