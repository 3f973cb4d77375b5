// Video: a YouTube or Vimeo address, embedded in a privacy-friendly player; any other address
// is a link to the video.
import { z } from "zod";
import { defineBlock, linkUrl } from "./define";

export function videoEmbedUrl(url: string): string | null {
  const youtube = /^https?:\/\/(?:www\.)?(?:youtube\.com\/watch\?(?:.*&)?v=|youtu\.be\/)([\w-]{6,20})/i.exec(
    url,
  );
  if (youtube) return `https://www.youtube-nocookie.com/embed/${youtube[1]}`;
  const vimeo = /^https?:\/\/(?:www\.)?vimeo\.com\/(\d{3,12})/i.exec(url);
  if (vimeo) return `https://player.vimeo.com/video/${vimeo[1]}?dnt=1`;
  return null;
}

export const videoBlock = defineBlock({
  type: "video",
  label: "Video",
  blockType: 32,
  fields: z.object({ url: linkUrl, caption: z.string().max(500).default("") }),
  create: () => ({ url: "", caption: "" }),
  context: (block) => {
    const src = videoEmbedUrl(block.url);
    return {
      embed: src ? { src, title: block.caption || "Video" } : null,
      link: !src && block.url ? { url: block.url } : null,
      caption: block.caption,
    };
  },
});
