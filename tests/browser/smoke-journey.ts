// A new visitor's and the demo owner's first minutes in the store, as a person clicks: each control
// the moment it shows, never waiting on the page's own markers (data-hydrated). Run against
// `npm run dev` (smoke-dev.test.ts) and `npm start` (smoke-start.test.ts). Any console error,
// script error or failed request on the way fails it: under the dev server, module paths that
// reach the worker answer 404 and no island works (docs/edge-cache.md).
import type { Browser, Page } from "playwright-core";
import { expect } from "vitest";
import { collectPageErrors } from "./page-errors";
import { REQUIRED } from "../../worker/forms/messages";
import { DEMO_OWNER_EMAIL, DEMO_OWNER_PASSWORD } from "../../worker/seed/demo-owner-login";

/** The demo store's mug: one variant, in stock, so Add To Cart adds with no choice to make. */
const PRODUCT = { path: "/shop/speckled-stoneware-mug", title: "Speckled Stoneware Mug" };

/** Each step's own limit, so a control that never works fails the step rather than the test. */
const STEP_MS = 20_000;

/**
 * The one refusal the journey expects: the signed-out panel asks who is signed in and is answered
 * 401 (docs/owner-roles.md), which the browser also logs as a failed load.
 */
const isSignedOutProbe = (url: string, status: number) =>
  status === 401 && url !== "" && new URL(url).pathname === "/api/owner/session";

/** What went wrong on the page as its browser reports it (page-errors.ts), but the probe above. */
const watchProblems = (page: Page) =>
  collectPageErrors(page, { allowStatus: (url) => isSignedOutProbe(url, 401), leavesPages: true });

/**
 * One step of the journey: what it does must work, and the browser must report nothing wrong on
 * the way. A step that fails says what the browser had reported by then (a 404 for the dev
 * server's /@vite/client is why an island never works).
 */
async function step(what: string, problems: () => string[], act: () => Promise<void>) {
  try {
    await act();
  } catch (error) {
    const seen = problems().join("\n") || "nothing";
    throw new Error(`${what}: ${(error as Error).message}\nThe browser reported: ${seen}`, {
      cause: error,
    });
  }
  expect(problems(), what).toEqual([]);
}

export async function visitorAndOwnerJourney(browser: Browser, store: string): Promise<void> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    page.setDefaultTimeout(STEP_MS);
    const problems = watchProblems(page);

    await step("Add To Cart on a product page moves the header's cart counter", problems, async () => {
      await page.goto(`${store}${PRODUCT.path}`);
      const counter = page.locator(".cart-link .cart-quantity");
      expect(await counter.innerText()).toBe("");
      await page.getByRole("button", { name: "Add To Cart" }).click();
      await expect.poll(() => counter.innerText(), { timeout: STEP_MS }).toBe("1");
    });

    await step("the cart page lists the line", problems, async () => {
      await page.goto(`${store}/cart`);
      await page.locator(".cart-row").getByRole("link", { name: PRODUCT.title }).waitFor();
    });

    await step("the contact form sent empty says Required", problems, async () => {
      await page.goto(`${store}/contact`);
      await page.getByRole("button", { name: "Send" }).click();
      await page.getByText(REQUIRED, { exact: true }).first().waitFor();
    });

    await step("/config shows the sign-in screen and the owner's products", problems, async () => {
      await page.goto(`${store}/config`);
      await page.getByLabel("Email").fill(DEMO_OWNER_EMAIL);
      await page.getByLabel("Password").fill(DEMO_OWNER_PASSWORD);
      await page.getByRole("button", { name: "Sign in" }).click();
      await page.getByRole("table", { name: "Products" }).waitFor();
    });
  } finally {
    await context.close();
  }
}
