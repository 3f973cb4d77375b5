// Every answer leaves after its request body has arrived in full, read and dropped where the route
// did not read it, never cancelled: under `wrangler dev` an answer sent before, or a cancelled body,
// breaks the dev proxy's forward and the requests after it (docs/soak.md). Requests go straight to
// the worker's fetch handler, so the test sees every pull of the body and any cancel.
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import worker from "../../worker/index";
import { signedInAdmin } from "../public-api/helpers";
import { CART, ENTRIES, ORIGIN, Visitor } from "./helpers";

// 768 KB: under the app's 1 MB body limit (http/body-limit.ts), which answers before any route.
const CHUNKS = 48;
const CHUNK_BYTES = 16 * 1024;

/** A request body that counts how many chunks were pulled from it and whether it was cancelled. */
function watchedBody() {
  const seen = { pulled: 0, cancelled: false };
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (seen.pulled === CHUNKS) return controller.close();
      seen.pulled++;
      controller.enqueue(new Uint8Array(CHUNK_BYTES).fill(120));
    },
    cancel() {
      seen.cancelled = true;
    },
  });
  return { stream, seen };
}

const visitor = new Visitor();
beforeAll(async () => void (await visitor.fetch(CART)));

/** A same-origin POST with the visitor's crumb, as the islands send, and a watched body. */
async function post(path: string, headers: Record<string, string> = {}) {
  const { stream, seen } = watchedBody();
  const request = new Request(ORIGIN + path, {
    method: "POST",
    headers: {
      origin: ORIGIN,
      cookie: `crumb=${visitor.crumb}`,
      "x-csrf-token": visitor.crumb!,
      "content-type": "application/json",
      ...headers,
    },
    body: stream,
  });
  const ctx = createExecutionContext();
  const res = await worker.fetch(request, env, ctx);
  // What the body looked like when the answer was handed over.
  const atAnswer = { ...seen };
  await waitOnExecutionContext(ctx);
  return { res, atAnswer };
}

describe("request bodies a route does not read", () => {
  it("are read to the end before a 404 for an unknown API path is answered, not cancelled", async () => {
    const { res, atAnswer } = await post("/api/no-such-call");
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: "Not found." });
    expect(atAnswer).toEqual({ pulled: CHUNKS, cancelled: false });
  });

  it("are read to the end before a page that does not exist answers a POST", async () => {
    const { res, atAnswer } = await post("/no-such-page");
    expect(res.status).toBe(404);
    expect(await res.text()).toContain("Page not found");
    expect(atAnswer).toEqual({ pulled: CHUNKS, cancelled: false });
  });

  it("are read to the end before a body announced too large is refused with 413", async () => {
    const { res, atAnswer } = await post("/api/commerce/gift-cards/balance", {
      "content-length": String(CHUNKS * CHUNK_BYTES),
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ message: "The request body is too large." });
    expect(atAnswer).toEqual({ pulled: CHUNKS, cancelled: false });
  });

  it("are read to the end before a cart add with a wrong crumb is refused", async () => {
    const { res, atAnswer } = await post(ENTRIES, { "x-csrf-token": "0".repeat(32) });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({
      message: "Your session has expired. Please reload the page and try again.",
    });
    expect(atAnswer).toEqual({ pulled: CHUNKS, cancelled: false });
  });

  it("are read to the end, not cancelled, when an upload is refused after its first bytes", async () => {
    const owner = await signedInAdmin(`unread-${crypto.randomUUID().slice(0, 6)}@example.com`);
    const { res, atAnswer } = await post("/api/owner/files?name=notes.png", {
      cookie: [...owner.cookies].map(([k, v]) => `${k}=${v}`).join("; "),
      "x-csrf-token": owner.crumb!,
      "x-xsrf-token": owner.xsrfToken!,
      "content-type": "image/png",
      "content-length": String(CHUNKS * CHUNK_BYTES),
    });
    expect(res.status).toBe(415);
    expect(await res.json()).toEqual({
      message: "The file notes.png does not appear to be a supported file type.",
    });
    expect(atAnswer).toEqual({ pulled: CHUNKS, cancelled: false });
  });
});
