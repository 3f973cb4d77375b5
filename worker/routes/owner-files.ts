// The file manager, under /api/owner/files (spec section 2's file upload dialog):
//   GET    /                       -> { files, storage }  content:read, newest first; storage {usedBytes, quotaBytes}
//   GET    /{fileId}               -> { file }           content:read
//   POST   /?name=&colors=  bytes  -> 201 { file }       content:write; the body is the file itself
//                                                        (Content-Length required), see files/upload.ts
//   PATCH  /{fileId} {name?, altText?, focalPoint?} -> { file }   content:write
//   DELETE /{fileId}               -> 204, the R2 object removed too    content:write
// Refusals are `{ message }` in the spec's words: 'Please enter a file name', 'The file {fileName}
// is too large. ...' (413), '... does not appear to be a supported file type.' (415). Uploads are
// limited per site (files/quota.ts): 2 GB in all (413 naming the room used) and 60 a minute (429
// 'Please try again in a few seconds.' with Retry-After).
import { zValidator } from "@hono/zod-validator";
import { Hono, type ValidationTargets } from "hono";
import type { ZodType } from "zod";
import { deleteFile, findFile, listFiles, storageUsed, updateFile } from "../db/files";
import { countHitInWindow, rateLimitKey } from "../db/rate-limit";
import { TRY_AGAIN_IN_A_FEW_SECONDS } from "../commerce/messages";
import { fileJson } from "../files/file-json";
import { fileNotFound } from "../files/messages";
import { fileChange, uploadQuery } from "../files/schemas";
import { SITE_STORAGE_BYTES, UPLOAD_WINDOW_MS, UPLOADS_PER_MINUTE } from "../files/quota";
import { receiveUpload } from "../files/upload";
import type { AppEnv } from "../http/app-env";
import { apiError } from "../http/errors";
import { requirePermission } from "../http/owner";
import { limitBody, requireJson } from "../http/validation";

/** Every message of these schemas is written for the owner, so it is answered as it is. */
const checked = <Target extends keyof ValidationTargets, Schema extends ZodType>(
  target: Target,
  schema: Schema,
) =>
  zValidator(target, schema, (result, c) => {
    if (!result.success) return apiError(c, 400, result.error.issues[0]?.message ?? "Invalid request.");
  });

export const ownerFiles = new Hono<AppEnv>()
  .get("/", requirePermission("content:read"), async (c) => {
    const db = c.get("db");
    const websiteId = c.get("website").id;
    const now = Date.now();
    const [rows, usedBytes] = await Promise.all([listFiles(db, websiteId), storageUsed(db, websiteId, now)]);
    return c.json(
      {
        files: rows.map((row) => fileJson(row, now)),
        storage: { usedBytes, quotaBytes: SITE_STORAGE_BYTES },
      },
      200,
    );
  })
  .get("/:fileId", requirePermission("content:read"), async (c) => {
    const row = await findFile(c.get("db"), c.get("website").id, c.req.param("fileId"));
    if (!row) return apiError(c, 404, fileNotFound(c.req.param("fileId")));
    return c.json({ file: fileJson(row) }, 200);
  })
  .post("/", requirePermission("content:write"), checked("query", uploadQuery), async (c) => {
    const { name, colors } = c.req.valid("query");
    // Per site, whoever uploads: the limit guards the site's storage and R2 writes, not one person.
    const now = Date.now();
    const key = rateLimitKey("upload", c.get("website").id, "site");
    const { hits, windowStart } = await countHitInWindow(c.get("db"), key, UPLOAD_WINDOW_MS, now);
    if (hits > UPLOADS_PER_MINUTE) {
      c.header("Retry-After", String(Math.max(1, Math.ceil((windowStart + UPLOAD_WINDOW_MS - now) / 1000))));
      return apiError(c, 429, TRY_AGAIN_IN_A_FEW_SECONDS);
    }
    const result = await receiveUpload({
      db: c.get("db"),
      bucket: c.env.FILES,
      websiteId: c.get("website").id,
      name,
      colors,
      length: c.req.header("content-length"),
      claimedType: c.req.header("content-type"),
      body: c.req.raw.body,
    });
    if (!result.ok) return apiError(c, result.status, result.message);
    return c.json({ file: fileJson(result.row) }, 201);
  })
  .patch(
    "/:fileId",
    requirePermission("content:write"),
    limitBody(),
    requireJson,
    checked("json", fileChange),
    async (c) => {
      const { name, altText, focalPoint } = c.req.valid("json");
      const id = c.req.param("fileId");
      const row = await updateFile(c.get("db"), c.get("website").id, id, {
        ...(name !== undefined ? { name } : {}),
        ...(altText !== undefined ? { altText } : {}),
        ...(focalPoint ? { focalPointX: focalPoint.x, focalPointY: focalPoint.y } : {}),
      });
      if (!row) return apiError(c, 404, fileNotFound(id));
      return c.json({ file: fileJson(row) }, 200);
    },
  )
  .delete("/:fileId", requirePermission("content:write"), async (c) => {
    const id = c.req.param("fileId");
    const row = await deleteFile(c.get("db"), c.get("website").id, id);
    if (!row) return apiError(c, 404, fileNotFound(id));
    await c.env.FILES.delete(row.r2Key);
    return c.body(null, 204);
  });
