// The video block's address: a YouTube or Vimeo page, or a video file of the site's own (a path on
// the site, or a URL on its host). Answers where the block's player points (the embed URL) or the
// reason the address is refused. Pure: the Vimeo Basic check, which needs Vimeo's answer, lives in
// video/check.ts.
import { MAX_URL_LENGTH } from "./video/limits";
import { VIDEO_URL_INVALID, VIDEO_URL_TOO_LONG, VIDEO_URL_UNSUPPORTED } from "./video/messages";

export type VideoSource =
  | { provider: "youtube"; videoId: string; embedUrl: string }
  | { provider: "vimeo"; videoId: string; embedUrl: string; hash?: string }
  | { provider: "file"; embedUrl: string };

export type VideoUrlResult = { ok: true; video: VideoSource } | { ok: false; message: string };

const YOUTUBE_ID = /^[\w-]{11}$/;
const YOUTUBE_HOSTS = new Set(["youtube.com", "www.youtube.com", "m.youtube.com", "music.youtube.com"]);
const YOUTUBE_NOCOOKIE = new Set(["youtube-nocookie.com", "www.youtube-nocookie.com"]);
const VIMEO_HOSTS = new Set(["vimeo.com", "www.vimeo.com", "player.vimeo.com"]);
export const VIDEO_FILE_EXTENSIONS = ["mp4", "m4v", "webm", "mov", "ogv"] as const;
const VIDEO_FILE = new RegExp(`\\.(${VIDEO_FILE_EXTENSIONS.join("|")})$`, "i");

function youtubeId(url: URL): string | undefined {
  const host = url.hostname.toLowerCase();
  const parts = url.pathname.split("/").filter(Boolean);
  if (host === "youtu.be") return parts[0];
  if (YOUTUBE_NOCOOKIE.has(host)) return parts[0] === "embed" ? parts[1] : undefined;
  if (!YOUTUBE_HOSTS.has(host)) return undefined;
  if (parts[0] === "watch") return url.searchParams.get("v") ?? undefined;
  if (["embed", "shorts", "live", "v"].includes(parts[0] ?? "")) return parts[1];
  return undefined;
}

/** Seconds from YouTube's t/start parameter ("90", "1m30s", "90s"). */
function youtubeStart(url: URL): number | undefined {
  const raw = url.searchParams.get("t") ?? url.searchParams.get("start");
  const m = raw ? /^(?:(\d+)h)?(?:(\d+)m)?(?:(\d+)s?)?$/.exec(raw) : null;
  if (!m) return undefined;
  const seconds = Number(m[1] ?? 0) * 3600 + Number(m[2] ?? 0) * 60 + Number(m[3] ?? 0);
  return seconds > 0 ? seconds : undefined;
}

function vimeoIds(url: URL): { videoId: string; hash?: string } | undefined {
  if (!VIMEO_HOSTS.has(url.hostname.toLowerCase())) return undefined;
  const parts = url.pathname.split("/").filter(Boolean);
  // vimeo.com/123, vimeo.com/123/abcdef (unlisted), vimeo.com/channels/x/123,
  // vimeo.com/groups/x/videos/123, player.vimeo.com/video/123?h=abcdef
  const at = parts.findIndex((p) => /^\d+$/.test(p));
  if (at === -1) return undefined;
  const hash =
    url.searchParams.get("h") ?? (/^[\da-f]+$/i.test(parts[at + 1] ?? "") ? parts[at + 1] : undefined);
  return { videoId: parts[at]!, ...(hash ? { hash } : {}) };
}

/** `siteOrigin` (e.g. "https://shop.example") admits video files on the site's own host. */
export function parseVideoUrl(input: string, siteOrigin?: string): VideoUrlResult {
  const text = input.trim();
  if (text.length > MAX_URL_LENGTH) return { ok: false, message: VIDEO_URL_TOO_LONG };
  let url: URL;
  try {
    url = new URL(text, siteOrigin ?? "https://invalid.invalid");
  } catch {
    return { ok: false, message: VIDEO_URL_INVALID };
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return { ok: false, message: VIDEO_URL_INVALID };
  if (!text.startsWith("/") && !/^https?:\/\//i.test(text)) return { ok: false, message: VIDEO_URL_INVALID };

  const yt = youtubeId(url);
  if (yt !== undefined) {
    if (!YOUTUBE_ID.test(yt)) return { ok: false, message: VIDEO_URL_INVALID };
    const start = youtubeStart(url);
    const embedUrl = `https://www.youtube-nocookie.com/embed/${yt}${start ? `?start=${start}` : ""}`;
    return { ok: true, video: { provider: "youtube", videoId: yt, embedUrl } };
  }
  const vimeo = vimeoIds(url);
  if (vimeo) {
    const embedUrl = `https://player.vimeo.com/video/${vimeo.videoId}${vimeo.hash ? `?h=${vimeo.hash}` : ""}`;
    return { ok: true, video: { provider: "vimeo", ...vimeo, embedUrl } };
  }
  if (VIMEO_HOSTS.has(url.hostname.toLowerCase()) || YOUTUBE_HOSTS.has(url.hostname.toLowerCase())) {
    return { ok: false, message: VIDEO_URL_INVALID };
  }
  const ownFile =
    siteOrigin !== undefined && url.origin === new URL(siteOrigin).origin && VIDEO_FILE.test(url.pathname);
  if (ownFile) {
    const embedUrl = text.startsWith("/") ? `${url.pathname}${url.search}` : url.href;
    return { ok: true, video: { provider: "file", embedUrl } };
  }
  return { ok: false, message: VIDEO_URL_UNSUPPORTED };
}
