// GET /s/{fileId}/{fileName}: a file of the site's file manager, to anyone (pages link to it).
// The id decides (files/file-json.ts fileUrl); a file of another site, or one not ready, is 404.
// A file's bytes never change under its id, so browsers keep it for a year (immutable). It is
// mounted before the page edge cache (worker/index.ts): that cache holds rendered pages, not
// files up to 100 MB.
// An SVG may hold scripts and is served from the site's own origin (the panel's too): every file but
// a PDF carries a sandboxing Content-Security-Policy, so an SVG opened on its own is shown as a
// picture with no script, form or plugin; as an <img> it never runs scripts anyway. A PDF is left
// without it, since browsers refuse their PDF viewer in a sandboxed document (and that viewer keeps
// a PDF's scripts away from the origin). nosniff keeps browsers to the recognised type.
import { Hono } from "hono";
import { findFile } from "../db/files";
import { NOT_FOUND } from "../http/messages";
import type { AppEnv } from "../http/app-env";

export const FILE_CACHE_CONTROL = "public, max-age=31536000, immutable";
export const FILE_CSP = "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox";

export const publicFiles = new Hono<AppEnv>().get("/:fileId/:fileName", async (c) => {
  const row = await findFile(c.get("db"), c.get("website").id, c.req.param("fileId"));
  if (!row || row.state !== "ready") return c.text(NOT_FOUND, 404);
  const object = await c.env.FILES.get(row.r2Key, { onlyIf: c.req.raw.headers });
  if (!object) return c.text(NOT_FOUND, 404);
  const headers = new Headers({
    "content-type": row.contentType,
    "cache-control": FILE_CACHE_CONTROL,
    "x-content-type-options": "nosniff",
    etag: object.httpEtag,
  });
  if (row.contentType !== "application/pdf") headers.set("content-security-policy", FILE_CSP);
  // onlyIf answered the metadata only: the browser's copy (If-None-Match) is current.
  if (!("body" in object)) return new Response(null, { status: 304, headers });
  headers.set("content-length", String(object.size));
  return new Response(object.body, { headers });
});
