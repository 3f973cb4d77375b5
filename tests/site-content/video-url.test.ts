// The video block's addresses: YouTube and Vimeo pages in their usual forms, the site's own video
// files, everything else refused with a message; Vimeo Basic accounts refused through oEmbed.
import { describe, expect, it } from "vitest";
import { checkVideoUrl } from "../../worker/site-content/video/check";
import {
  VIDEO_CHECK_UNAVAILABLE,
  VIDEO_NOT_FOUND,
  VIDEO_URL_INVALID,
  VIDEO_URL_TOO_LONG,
  VIDEO_URL_UNSUPPORTED,
  VIMEO_BASIC_UNSUPPORTED,
} from "../../worker/site-content/video/messages";
import { fakeVimeoOEmbed, vimeoOEmbed } from "../../worker/site-content/video/oembed";
import { parseVideoUrl } from "../../worker/site-content/video-url";
import { Visitor } from "../worker/helpers";

const SITE = "https://shop.example";
const embed = (url: string) => {
  const result = parseVideoUrl(url, SITE);
  return result.ok ? result.video.embedUrl : result.message;
};

describe("parseVideoUrl", () => {
  it("reads YouTube watch, short, shorts, embed and live addresses", () => {
    const expected = "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ";
    expect(embed("https://www.youtube.com/watch?v=dQw4w9WgXcQ")).toBe(expected);
    expect(embed("https://youtu.be/dQw4w9WgXcQ")).toBe(expected);
    expect(embed("https://m.youtube.com/shorts/dQw4w9WgXcQ")).toBe(expected);
    expect(embed("https://www.youtube.com/embed/dQw4w9WgXcQ")).toBe(expected);
    expect(embed("https://youtube.com/live/dQw4w9WgXcQ")).toBe(expected);
    expect(embed("  https://youtu.be/dQw4w9WgXcQ?t=1m30s ")).toBe(`${expected}?start=90`);
  });

  it("reads Vimeo pages, channels, unlisted hashes and player addresses", () => {
    expect(embed("https://vimeo.com/76979871")).toBe("https://player.vimeo.com/video/76979871");
    expect(embed("https://vimeo.com/channels/staffpicks/76979871")).toBe(
      "https://player.vimeo.com/video/76979871",
    );
    expect(embed("https://vimeo.com/76979871/a1b2c3d4e5")).toBe(
      "https://player.vimeo.com/video/76979871?h=a1b2c3d4e5",
    );
    expect(embed("https://player.vimeo.com/video/76979871?h=abc123")).toBe(
      "https://player.vimeo.com/video/76979871?h=abc123",
    );
  });

  it("accepts video files on the site's own host, as a path or a full URL", () => {
    expect(embed("/s/files/launch.mp4")).toBe("/s/files/launch.mp4");
    expect(embed("https://shop.example/s/files/Launch.WEBM")).toBe(
      "https://shop.example/s/files/Launch.WEBM",
    );
  });

  it("refuses other hosts, other files, malformed YouTube ids and non-web addresses", () => {
    expect(embed("https://elsewhere.example/clip.mp4")).toBe(VIDEO_URL_UNSUPPORTED);
    expect(embed("/s/files/notes.pdf")).toBe(VIDEO_URL_UNSUPPORTED);
    expect(embed("https://www.youtube.com/watch?v=short")).toBe(VIDEO_URL_INVALID);
    expect(embed("https://vimeo.com/about")).toBe(VIDEO_URL_INVALID);
    expect(embed("javascript:alert(1)")).toBe(VIDEO_URL_INVALID);
    expect(embed("youtube dot com")).toBe(VIDEO_URL_INVALID);
    expect(embed(`https://youtu.be/dQw4w9WgXcQ?x=${"a".repeat(2083)}`)).toBe(VIDEO_URL_TOO_LONG);
  });
});

describe("checkVideoUrl (Vimeo Basic)", () => {
  it("refuses a video of a Vimeo Basic account with the block's message", async () => {
    expect(await checkVideoUrl("https://vimeo.com/11", SITE, fakeVimeoOEmbed)).toEqual({
      ok: false,
      message: VIMEO_BASIC_UNSUPPORTED,
    });
    const plus = await checkVideoUrl("https://vimeo.com/76979871", SITE, fakeVimeoOEmbed);
    expect(plus.ok).toBe(true);
  });

  it("reads account_type from Vimeo's oEmbed answer, and says when Vimeo cannot be asked", async () => {
    const asked: string[] = [];
    const answers = [
      Response.json({ type: "video", account_type: "basic" }),
      new Response("Not found", { status: 404 }),
      new Response("Oops", { status: 500 }),
    ];
    const fetcher = (async (url: string) => {
      asked.push(url);
      return answers.shift()!;
    }) as unknown as typeof fetch;
    const vimeo = vimeoOEmbed("https://oembed.test/oembed.json", fetcher);
    expect(await checkVideoUrl("https://vimeo.com/5/ab12", SITE, vimeo)).toEqual({
      ok: false,
      message: VIMEO_BASIC_UNSUPPORTED,
    });
    expect(asked[0]).toBe("https://oembed.test/oembed.json?url=https%3A%2F%2Fvimeo.com%2F5%2Fab12");
    expect(await checkVideoUrl("https://vimeo.com/6", SITE, vimeo)).toEqual({
      ok: false,
      message: VIDEO_NOT_FOUND,
    });
    expect(await checkVideoUrl("https://vimeo.com/7", SITE, vimeo)).toEqual({
      ok: false,
      message: VIDEO_CHECK_UNAVAILABLE,
      retry: true,
    });
  });

  it("never asks Vimeo about a YouTube video", async () => {
    const vimeo = { kind: "fake" as const, lookup: () => Promise.reject(new Error("asked")) };
    expect((await checkVideoUrl("https://youtu.be/dQw4w9WgXcQ", SITE, vimeo)).ok).toBe(true);
  });

  it("answers the check over HTTP to owners only", async () => {
    const check = (url: string, headers: Record<string, string> = {}) =>
      new Visitor().fetch(`/api/owner/video/check?url=${encodeURIComponent(url)}`, { headers });
    expect((await check("https://vimeo.com/11")).status).toBe(401);
    const owner = { authorization: "Bearer test-owner-token" };
    const basic = await check("https://vimeo.com/11", owner);
    expect(basic.status).toBe(400);
    expect(await basic.json()).toEqual({ message: VIMEO_BASIC_UNSUPPORTED });
    const fine = await check("https://youtu.be/dQw4w9WgXcQ", owner);
    expect(await fine.json()).toEqual({
      video: {
        provider: "youtube",
        videoId: "dQw4w9WgXcQ",
        embedUrl: "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ",
      },
    });
  });
});
