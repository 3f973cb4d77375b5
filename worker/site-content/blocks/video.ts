// Video: a YouTube or Vimeo address embedded in its privacy-friendly player, or a video file of the
// site's own shown in a <video> element (video-url.ts reads the address); any other address is a
// link to the video.
import { z } from "zod";
import { parseVideoUrl } from "../video-url";
import { defineBlock, linkUrl } from "./define";

// A path ("/s/…/film.mp4") is on the site itself, whatever host the page is served on.
const SITE = "https://site.invalid";

export const videoBlock = defineBlock({
  type: "video",
  label: "Video",
  blockType: 32,
  fields: z.object({ url: linkUrl, caption: z.string().max(500).default("") }),
  create: () => ({ url: "", caption: "" }),
  context: (block) => {
    const parsed = block.url ? parseVideoUrl(block.url, block.url.startsWith("/") ? SITE : undefined) : null;
    const video = parsed?.ok ? parsed.video : null;
    return {
      embed:
        video && video.provider !== "file" ? { src: video.embedUrl, title: block.caption || "Video" } : null,
      file: video?.provider === "file" ? { src: video.embedUrl } : null,
      link: !video && block.url ? { url: block.url } : null,
      caption: block.caption,
    };
  },
});
