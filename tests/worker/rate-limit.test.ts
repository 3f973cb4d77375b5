// The one fixed-window counter (worker/db/rate-limit.ts) behind the form submission limit and the
// lock-screen throttle.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { createDb } from "../../worker/db/client";
import { countHit, hitsInWindow, rateLimitKey } from "../../worker/db/rate-limit";

const db = createDb(env.DB);
const WINDOW = 60_000;

describe("fixed-window counters", () => {
  it("count hits from the first one until the window has passed, then start again", async () => {
    const key = rateLimitKey("form", "form_a", "203.0.113.1");
    expect(await countHit(db, key, WINDOW, 1_000)).toBe(1);
    expect(await countHit(db, key, WINDOW, 30_000)).toBe(2);
    expect(await hitsInWindow(db, key, WINDOW, 60_999)).toBe(2);
    expect(await countHit(db, key, WINDOW, 60_999)).toBe(3);
    // The window began at 1 000 and lasts 60 000: at 61 000 a new one begins.
    expect(await hitsInWindow(db, key, WINDOW, 61_000)).toBe(0);
    expect(await countHit(db, key, WINDOW, 61_000)).toBe(1);
  });

  it("keep each scope's counter apart, even for the same subject and client", async () => {
    const form = rateLimitKey("form", "same_id", "198.51.100.2");
    const lock = rateLimitKey("lock", "same_id", "198.51.100.2");
    expect(form).not.toBe(lock);
    await countHit(db, form, WINDOW, 5_000);
    await countHit(db, form, WINDOW, 5_001);
    expect(await hitsInWindow(db, lock, WINDOW, 5_002)).toBe(0);
    expect(await countHit(db, lock, WINDOW, 5_002)).toBe(1);
  });

  it("answer 0 for a key never hit, and reading does not count", async () => {
    const key = rateLimitKey("lock", "col_x", "192.0.2.9");
    expect(await hitsInWindow(db, key, WINDOW, 1)).toBe(0);
    expect(await hitsInWindow(db, key, WINDOW, 1)).toBe(0);
  });
});
