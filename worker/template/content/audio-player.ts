// Markup of the audio player of an audio item (its `structuredContent.audioAssetUrl`).

import { getChild, getPath } from "../values";
import { emitted } from "./frame";

export function audioPlayer(item: unknown): string {
  const id = emitted(getChild(item, "id"));
  const url = emitted(getPath(item, ["structuredContent", "audioAssetUrl"]));
  return (
    "<script>Y.use('squarespace-audio-player-frontend');</script>\n" +
    `<div class="squarespace-audio-player" data-audio-asset-url="${url}" data-item-id="${id}" id="audio-player-${id}"></div>`
  );
}
