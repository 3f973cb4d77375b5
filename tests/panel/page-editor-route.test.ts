// Opening a page in the editor again waits for its draft as saved since. The editor copies the
// loaded draft into its own state once, so the router's default for a route entered again (show
// the copy kept from the first opening at once, reload in the background) had the owner editing
// the page as it was: the owner's-journey browser test (tests/browser/owner-site-journey.test.ts)
// built a page, went to Design, came back and found it empty. That needs the panel rendered by
// React in a browser; here, the route's own setting that prevents it.
import { describe, expect, it } from "vitest";
import { pageEditorRoute, pageTranslationRoute } from "../../client/owner/routes/pages";

describe("the page editor's routes", () => {
  it.each([
    ["page editor", pageEditorRoute],
    ["translation editor", pageTranslationRoute],
  ])("the %s reloads its draft before showing again, never in the background", (_name, route) => {
    expect(route.options.loader).toMatchObject({ staleReloadMode: "blocking" });
    expect(route.options.staleTime ?? 0).toBe(0);
  });
});
