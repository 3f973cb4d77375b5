// `npm run dev`, started as the README says: the storefront's islands and the owner panel work
// from vite's sources (issue 19: its module paths once went to the worker and answered 404).
import { afterAll, beforeAll, describe, it, onTestFailed } from "vitest";
import { useBrowser } from "./browser";
import { startDevServer, type RunningDevServer } from "./dev-server";
import { visitorAndOwnerJourney } from "./smoke-journey";

const { browser } = useBrowser();
let dev: RunningDevServer | undefined;

beforeAll(async () => {
  dev = await startDevServer();
}, 120_000);

afterAll(async () => {
  await dev?.stop();
}, 30_000);

describe("npm run dev", () => {
  // The first pages compile the worker and the islands from source: slower than the build.
  it("adds to the cart, lists the line, checks the contact form and signs the owner in", async () => {
    onTestFailed(() => console.error(`npm run dev printed:\n${dev?.log()}`));
    await visitorAndOwnerJourney(browser(), dev!.url);
  }, 120_000);
});
