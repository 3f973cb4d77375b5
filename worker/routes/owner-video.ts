// The video block editor's address check, under /api/owner/video (content:write):
//   GET /check?url=…  -> {video: {provider, videoId?, embedUrl}}
//                        400 {message} for an address the block cannot play (Vimeo Basic included),
//                        503 {message} when Vimeo could not be asked (try again).
import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../http/app-env";
import { apiError } from "../http/errors";
import { requirePermission } from "../http/owner";
import { validate } from "../http/validation";
import { checkVideoUrl } from "../site-content/video/check";
import { VIDEO_URL_INVALID } from "../site-content/video/messages";
import { vimeoOEmbedFor } from "../site-content/video/oembed";

const checkQuery = z.object({ url: z.string({ error: VIDEO_URL_INVALID }).min(1, VIDEO_URL_INVALID) });

export const ownerVideo = new Hono<AppEnv>()
  .use("*", requirePermission("content:write"))
  .get("/check", validate("query", checkQuery), async (c) => {
    const origin = new URL(c.req.url).origin;
    const result = await checkVideoUrl(c.req.valid("query").url, origin, vimeoOEmbedFor(c.env));
    if (result.ok) return c.json({ video: result.video });
    return apiError(c, "retry" in result ? 503 : 400, result.message);
  });
