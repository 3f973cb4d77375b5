// Download links for digital order lines: /commerce/downloads/{orderId}/{position}?expires=…&sig=…,
// signed with HMAC-SHA-256 over the order, the line and the expiry, valid for 24 hours. Pages and
// emails sign a fresh link each time they show one, so the order's token holder can always get a
// new link from the status page. The secret is DOWNLOAD_SECRET (`wrangler secret put`; development
// gets a random one per install in .dev.vars). It has no default: without it no link is signed or
// accepted (worker/http/missing-secret.ts).
import type { OrderLineRow, OrderRow } from "../db/orders";
import { ProductTypeCode } from "../db/catalog-types";
import { MissingSecretError, requireSecret } from "../http/missing-secret";
import { isPlaced } from "./status";

export const DOWNLOAD_TTL_MS = 24 * 60 * 60 * 1000;

export interface DownloadEnv {
  DOWNLOAD_SECRET?: string;
}

/** The R2 key of a digital product's file (in the FILES bucket). */
export const digitalFileKey = (itemId: string) => `digital/${itemId}`;

const DOWNLOADS = "Downloads";

/** Whether download links can be signed and checked here. */
export const hasDownloadSecret = (env: DownloadEnv) => !!env.DOWNLOAD_SECRET;

const key = (env: DownloadEnv) =>
  crypto.subtle.importKey(
    "raw",
    new TextEncoder().encode(requireSecret(env.DOWNLOAD_SECRET, "DOWNLOAD_SECRET", DOWNLOADS)),
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["sign", "verify"],
  );

const payload = (orderId: string, position: number, expires: number) =>
  new TextEncoder().encode(`${orderId}/${position}/${expires}`);

const hex = (buf: ArrayBuffer) =>
  [...new Uint8Array(buf)].map((b) => b.toString(16).padStart(2, "0")).join("");

export async function downloadPath(env: DownloadEnv, orderId: string, position: number, now: number) {
  const expires = now + DOWNLOAD_TTL_MS;
  const sig = hex(await crypto.subtle.sign("HMAC", await key(env), payload(orderId, position, expires)));
  return `/commerce/downloads/${encodeURIComponent(orderId)}/${position}?expires=${expires}&sig=${sig}`;
}

/** Whether the signature is the worker's own for this order, line and expiry (constant time). */
export async function signatureValid(
  env: DownloadEnv,
  orderId: string,
  position: number,
  expires: number,
  sig: string,
) {
  if (!/^[0-9a-f]{64}$/.test(sig)) return false;
  const bytes = new Uint8Array(sig.match(/../g)!.map((h) => parseInt(h, 16)));
  return crypto.subtle.verify("HMAC", await key(env), bytes, payload(orderId, position, expires));
}

export const isDigitalLine = (l: Pick<OrderLineRow, "productType">) =>
  l.productType === ProductTypeCode.DIGITAL;

/** Downloads are open on a paid or fulfilled order (not pending, cancelled or refunded). */
export const downloadsOpen = (order: Pick<OrderRow, "status">) =>
  isPlaced(order.status) && order.status !== "refunded";

export interface DownloadLink {
  title: string;
  /** The signed path, relative to the site. */
  url: string;
}

/**
 * `{title, url}` for each digital line of an order whose downloads are open. None without the
 * secret (logged), so the order's pages and email still go out; the links come back once it is set.
 */
export async function downloadLinks(
  env: DownloadEnv,
  order: OrderRow,
  lines: readonly OrderLineRow[],
  now: number,
): Promise<DownloadLink[]> {
  if (!downloadsOpen(order)) return [];
  if (!hasDownloadSecret(env)) {
    if (lines.some(isDigitalLine))
      console.error(new MissingSecretError("DOWNLOAD_SECRET", DOWNLOADS).message);
    return [];
  }
  return Promise.all(
    lines
      .filter(isDigitalLine)
      .map(async (l) => ({ title: l.title, url: await downloadPath(env, order.id, l.position, now) })),
  );
}
