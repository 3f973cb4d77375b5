// A site's uploads are limited: 2 GB of files in all (ready files and uploads under way; failed
// ones keep nothing and count nothing), and 60 uploads a minute, answered 429 'Please try again in
// a few seconds.' with the seconds to wait.
import { env } from "cloudflare:workers";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { FileJson } from "../../worker/files/file-json";
import { DEMO_WEBSITE_ID } from "../../worker/seed/demo-data";
import type { Owner } from "../owner/helpers";
import { signedInAdmin } from "../public-api/helpers";
import { pngBytes } from "./fixtures";

const FILES = "/api/owner/files";
const QUOTA = 2_000_000_000;
const RATE_KEY = `upload:${DEMO_WEBSITE_ID} site`;
let owner: Owner;

const upload = (name: string, bytes: Uint8Array<ArrayBuffer>) =>
  owner.fetch(`${FILES}?name=${encodeURIComponent(name)}`, {
    method: "POST",
    headers: { origin: owner.origin, "content-type": "image/png" },
    body: bytes,
  });

/** A file row taking `size` bytes, as if uploaded earlier (no bytes in R2 are needed for the count). */
async function stored(id: string, size: number, state = "ready", createdOn = Date.now()) {
  await env.DB.prepare(
    "INSERT INTO files (id, website_id, name, content_type, size, r2_key, state, created_on, updated_on) VALUES (?, ?, ?, 'application/pdf', ?, ?, ?, ?, ?)",
  )
    .bind(id, DEMO_WEBSITE_ID, `${id}.pdf`, size, `test/${id}`, state, createdOn, createdOn)
    .run();
}

const storage = async () =>
  (
    (await (await owner.fetch(FILES)).json()) as {
      files: FileJson[];
      storage: { usedBytes: number; quotaBytes: number };
    }
  ).storage;

beforeAll(async () => {
  owner = await signedInAdmin(`limits-${crypto.randomUUID().slice(0, 6)}@example.com`);
});

beforeEach(async () => {
  await env.DB.prepare("DELETE FROM files").run();
  await env.DB.prepare("DELETE FROM rate_limits WHERE key = ?").bind(RATE_KEY).run();
});

describe("the site's storage", () => {
  it("takes a file that exactly fills 2 GB and refuses one byte more, keeping no row", async () => {
    const file = pngBytes(10, 10, 2048);
    await stored("big", QUOTA - 2048);
    expect(await storage()).toEqual({ usedBytes: QUOTA - 2048, quotaBytes: QUOTA });
    expect((await upload("last.png", file)).status).toBe(201);
    expect((await storage()).usedBytes).toBe(QUOTA);

    const res = await upload("one-more.png", pngBytes(10, 10, 1024));
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({
      message:
        "The file one-more.png does not fit in this site's storage: 2 GB of 2 GB is in use. Delete files you no longer need, then try again.",
    });
    const rows = await env.DB.prepare("SELECT name FROM files").all<{ name: string }>();
    expect(rows.results.map((r) => r.name).sort()).toEqual(["big.pdf", "last.png"]);
  });

  it("names the room in use in decimal units", async () => {
    await stored("most", 1_999_000_000 - 1_500_000_000);
    await stored("more", 1_500_000_000);
    const res = await upload("photo.png", pngBytes(10, 10, 1_000_001));
    expect(res.status).toBe(413);
    expect(((await res.json()) as { message: string }).message).toContain("2 GB of 2 GB is in use");
    await env.DB.prepare("DELETE FROM files WHERE id = 'more'").run();
    expect((await upload("photo.png", pngBytes(10, 10, 1_000_001))).status).toBe(201);
    expect((await storage()).usedBytes).toBe(499_000_000 + 1_000_001);
  });

  it("counts uploads under way, but not failed, cancelled or abandoned ones", async () => {
    await stored("failed", 1_500_000_000, "failed");
    await stored("cancelled", 1_500_000_000, "cancelled");
    await stored("abandoned", 1_500_000_000, "uploading", Date.now() - 16 * 60_000);
    expect((await storage()).usedBytes).toBe(0);
    expect((await upload("fits.png", pngBytes(10, 10, 2048))).status).toBe(201);

    await stored("under-way", QUOTA - 2048, "uploading");
    expect((await upload("waits.png", pngBytes(10, 10, 2048))).status).toBe(413);
  });
});

describe("uploads per minute", () => {
  it("takes 60 a minute per site and answers the 61st with 429 and the seconds to wait", async () => {
    // 59 uploads already this minute (counted the same way as real ones), then the 60th and 61st.
    await env.DB.prepare("INSERT INTO rate_limits (key, window_start, hits) VALUES (?, ?, 59)")
      .bind(RATE_KEY, Date.now() - 20_000)
      .run();
    expect((await upload("sixtieth.png", pngBytes(4, 4))).status).toBe(201);
    const res = await upload("sixty-first.png", pngBytes(4, 4));
    expect(res.status).toBe(429);
    expect(await res.json()).toEqual({ message: "Please try again in a few seconds." });
    const wait = Number(res.headers.get("retry-after"));
    expect(wait).toBeGreaterThanOrEqual(39);
    expect(wait).toBeLessThanOrEqual(40);
    const names = await env.DB.prepare("SELECT name FROM files").all<{ name: string }>();
    expect(names.results.map((r) => r.name)).toEqual(["sixtieth.png"]);
  });

  it("takes uploads again once the minute is over", async () => {
    await env.DB.prepare("INSERT INTO rate_limits (key, window_start, hits) VALUES (?, ?, 61)")
      .bind(RATE_KEY, Date.now() - 61_000)
      .run();
    expect((await upload("next-minute.png", pngBytes(4, 4))).status).toBe(201);
  });

  it("counts real uploads: 60 in a row pass, the next waits", async () => {
    for (let i = 0; i < 60; i++) expect((await upload(`n${i}.png`, pngBytes(2, 2, 64))).status).toBe(201);
    expect((await upload("n60.png", pngBytes(2, 2, 64))).status).toBe(429);
  });
});
