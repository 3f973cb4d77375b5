// GET /commerce/downloads/{orderId}/{position}?expires=…&sig=…: streams a digital line's file from
// R2 (worker/orders/downloads.ts signs the links). Never cached. A tampered link answers 403, an
// expired one 410, an order that is not paid (or refunded) 403, a missing file 404, each with a
// message that says so. Without the DOWNLOAD_SECRET secret every link answers 503 naming it.
import { Hono } from "hono";
import { findOrder, orderLinesOf } from "../db/orders";
import type { AppEnv } from "../http/app-env";
import {
  digitalFileKey,
  downloadsOpen,
  hasDownloadSecret,
  isDigitalLine,
  signatureValid,
  type DownloadEnv,
} from "../orders/downloads";
import { MissingSecretError } from "../http/missing-secret";
import { ensureDemoFile } from "../seed/demo-files";

export const DOWNLOAD_MESSAGES = {
  invalid: "This download link is not valid.",
  expired: "This download link has expired. Open your order's status page for a new one.",
  unpaid: "This order's downloads are not available.",
  missing: "This file is not available.",
} as const;

export const downloads = new Hono<AppEnv>().get("/:orderId/:position", async (c) => {
  c.header("cache-control", "private, no-store");
  const orderId = c.req.param("orderId");
  const position = Number(c.req.param("position"));
  const expires = Number(c.req.query("expires"));
  const sig = c.req.query("sig") ?? "";
  const env = c.env as Env & DownloadEnv;
  if (!hasDownloadSecret(env))
    return c.text(new MissingSecretError("DOWNLOAD_SECRET", "Downloads").message, 503);
  if (!Number.isSafeInteger(position) || !Number.isSafeInteger(expires) || orderId.length > 64) {
    return c.text(DOWNLOAD_MESSAGES.invalid, 403);
  }
  if (!(await signatureValid(env, orderId, position, expires, sig)))
    return c.text(DOWNLOAD_MESSAGES.invalid, 403);
  if (Date.now() > expires) return c.text(DOWNLOAD_MESSAGES.expired, 410);
  const db = c.get("db");
  const order = await findOrder(db, c.get("website").id, orderId);
  if (!order || !downloadsOpen(order)) return c.text(DOWNLOAD_MESSAGES.unpaid, 403);
  const line = (await orderLinesOf(db, order.id)).find((l) => l.position === position);
  if (!line || !isDigitalLine(line)) return c.text(DOWNLOAD_MESSAGES.missing, 404);
  const file =
    (await env.FILES.get(digitalFileKey(line.itemId))) ?? (await ensureDemoFile(env.FILES, line.itemId));
  if (!file) return c.text(DOWNLOAD_MESSAGES.missing, 404);
  const headers = new Headers({ "cache-control": "private, no-store" });
  file.writeHttpMetadata(headers);
  if (!headers.has("content-disposition")) headers.set("content-disposition", "attachment");
  headers.set("content-length", String(file.size));
  headers.set("etag", file.httpEtag);
  return new Response(file.body, { headers });
});
