// `npm start`: the build served by `wrangler dev`. `npm start` builds first; `npm test` has just
// built, so this runs against the store global-setup.ts started from that build, the way
// `npm start` serves it (wrangler dev with the build's redirected config, migrations applied),
// rather than building a second time.
import { describe, it } from "vitest";
import { useBrowser } from "./browser";
import { visitorAndOwnerJourney } from "./smoke-journey";

const { browser, store } = useBrowser();

describe("npm start", () => {
  it("adds to the cart, lists the line, checks the contact form and signs the owner in", async () => {
    await visitorAndOwnerJourney(browser(), store());
  });
});
