// Audio: one track by address, played by the browser's own player.
import { z } from "zod";
import { defineBlock, linkUrl } from "./define";

export const audioBlock = defineBlock({
  type: "audio",
  label: "Audio",
  blockType: 41,
  fields: z.object({
    url: linkUrl,
    title: z.string().max(200).default(""),
    artist: z.string().max(200).default(""),
  }),
  create: () => ({ url: "", title: "", artist: "" }),
  context: (block) => ({ url: block.url, heading: [block.title, block.artist].filter(Boolean).join(" – ") }),
});
