// A video address as the block editor checks it: parsed (video-url.ts), then, for Vimeo, asked of
// Vimeo's oEmbed whether the owner's account is Basic, which the site does not play (spec
// section 5). The page renders from the stored embed URL and never calls out.
import { parseVideoUrl, type VideoUrlResult } from "../video-url";
import { VIDEO_CHECK_UNAVAILABLE, VIDEO_NOT_FOUND, VIMEO_BASIC_UNSUPPORTED } from "./messages";
import type { VimeoOEmbed } from "./oembed";

export type VideoCheck = VideoUrlResult | { ok: false; message: string; retry: true };

export async function checkVideoUrl(
  input: string,
  siteOrigin: string,
  vimeo: VimeoOEmbed,
): Promise<VideoCheck> {
  const parsed = parseVideoUrl(input, siteOrigin);
  if (!parsed.ok || parsed.video.provider !== "vimeo") return parsed;
  const { videoId, hash } = parsed.video;
  const answer = await vimeo.lookup(`https://vimeo.com/${videoId}${hash ? `/${hash}` : ""}`);
  if (answer.status === "unavailable") return { ok: false, message: VIDEO_CHECK_UNAVAILABLE, retry: true };
  if (answer.status === "not-found") return { ok: false, message: VIDEO_NOT_FOUND };
  if (answer.accountType.toLowerCase() === "basic") return { ok: false, message: VIMEO_BASIC_UNSUPPORTED };
  return parsed;
}
