// The owner panel's first load and each screen's readiness, in Debian's Chromium against the build
// served by `wrangler dev` (as `npm start` serves it), signed in as the demo owner:
// - first load: the JavaScript and CSS a signed-in owner's browser fetches to open /config, each
//   file gzipped (level 6, as bench/js-size.ts) since each is its own response; budget 150 KB;
// - per screen: opened from the panel's own navigation (the panel already loaded), the time from
//   the screen's last chunk arriving to its heading showing, and the chunk bytes it added;
//   budget 1 s.
//   npm run build && npm run bench:panel
import { gzipSync } from "node:zlib";
import { chromium, type Page, type Response } from "playwright-core";
import { chromiumPath } from "../scripts/chromium";
import { startStore } from "../tests/browser/server";
import { DEMO_OWNER_EMAIL, DEMO_OWNER_PASSWORD } from "../worker/seed/demo-owner-login";

const FIRST_LOAD_BUDGET = 150 * 1024;
const READY_BUDGET_MS = 1000;
/** Screens opened by their path, from the panel already loaded (client-side navigation). */
const SCREENS: [path: string, heading: string][] = [
  ["/config/orders", "Orders"],
  ["/config/products", "Products"],
  ["/config/pages", "Pages"],
  ["/config/analytics", "Analytics"],
  ["/config/discounts", "Discounts"],
  ["/config/shipping", "Shipping"],
  ["/config/taxes", "Taxes"],
  ["/config/forms", "Forms"],
  ["/config/files", "Files"],
  ["/config/people", "People"],
  ["/config/design", "Design"],
  ["/config/store-settings", "Store settings"],
];

const isAsset = (r: Response) => /\.(js|css)(\?|$)/.test(new URL(r.url()).pathname);

/** Records the panel's script and style answers from now on: url, gzip bytes, arrival time. */
function recordAssets(page: Page) {
  const seen: { url: string; gzip: number; at: number }[] = [];
  const pending: Promise<void>[] = [];
  page.on("response", (r) => {
    if (!isAsset(r)) return;
    pending.push(
      r
        .body()
        .then(
          (body) =>
            void seen.push({ url: r.url(), gzip: gzipSync(body, { level: 6 }).length, at: Date.now() }),
        )
        .catch(() => undefined),
    );
  });
  return { seen, settled: () => Promise.all(pending) };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

const store = await startStore();
const browser = await chromium.launch({ executablePath: chromiumPath() });
let failed = false;
try {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const signIn = await context.newPage();
  await signIn.goto(`${store.url}/config/sign-in`);
  await signIn.getByLabel("Email").fill(DEMO_OWNER_EMAIL);
  await signIn.getByLabel("Password").fill(DEMO_OWNER_PASSWORD);
  await signIn.getByRole("button", { name: "Sign in" }).click();
  await signIn.waitForURL(/\/config\/(products)?$/);
  await signIn.close();

  // A fresh page (no memory cache) of the signed-in owner opening the panel home.
  const page = await context.newPage();
  const first = recordAssets(page);
  const started = Date.now();
  await page.goto(`${store.url}/config`);
  await page.getByRole("heading", { level: 1 }).first().waitFor();
  const homeMs = Date.now() - started;
  await page.waitForLoadState("networkidle");
  await first.settled();
  const firstBytes = first.seen.reduce((n, a) => n + a.gzip, 0);
  console.log(
    `first load of /config: ${kb(firstBytes)} gzip over ${first.seen.length} files (budget ${kb(FIRST_LOAD_BUDGET)}), heading after ${homeMs} ms`,
  );
  if (firstBytes > FIRST_LOAD_BUDGET) failed = true;
  for (const a of [...first.seen].sort((x, y) => y.gzip - x.gzip)) {
    console.log(`  ${kb(a.gzip).padStart(9)}  ${new URL(a.url).pathname}`);
  }

  console.log("screen".padEnd(24), "added".padStart(10), "chunk→heading".padStart(14));
  for (const [path, heading] of SCREENS) {
    const added = recordAssets(page);
    const before = Date.now();
    // The panel's router takes in-app links; pushState + popstate is how its history hears one.
    await page.evaluate((to) => {
      history.pushState({}, "", to);
      dispatchEvent(new PopStateEvent("popstate", { state: {} }));
    }, path);
    await page.getByRole("heading", { level: 1, name: heading, exact: true }).waitFor();
    const shown = Date.now();
    await added.settled();
    const lastChunk = Math.max(before, ...added.seen.map((a) => a.at));
    const ready = Math.max(0, shown - lastChunk);
    const bytes = added.seen.reduce((n, a) => n + a.gzip, 0);
    console.log(path.padEnd(24), kb(bytes).padStart(10), `${ready} ms`.padStart(14));
    if (ready > READY_BUDGET_MS) failed = true;
  }
  await context.close();
} finally {
  await browser.close();
  await store.stop();
}
console.log(failed ? "OVER budget" : "within budget");
process.exitCode = failed ? 1 : 0;
