// The sign-up form as a new owner fills it: a new site named `name` on {name}.localhost.
import type { Page } from "playwright-core";
import { expect } from "vitest";

export const SIGN_UP_PASSWORD = "a long enough password";

/** Fills the sign-up form on `store`'s host and submits it; resolves on the new site's home. */
export async function signUp(
  page: Page,
  store: string,
  name: string,
  template: "A blank site" | "A copy of the demo store",
  siteTitle = "Browser Pottery",
): Promise<void> {
  await page.goto(`${store}/config/sign-up`);
  await page.getByRole("heading", { name: "Create your site" }).waitFor();
  await page.getByLabel("Email").fill(`${name}@example.com`);
  await page.getByLabel("Password").fill(SIGN_UP_PASSWORD);
  await page.getByLabel("Site title").fill(siteTitle);
  await page.getByLabel("Site name").fill(name);
  // react-aria draws the radio; its input is visually hidden, so the label is what is clicked.
  await page.getByText(template).click();
  expect(await page.getByRole("radio", { name: template }).isChecked()).toBe(true);
  await page.getByRole("button", { name: "Create site" }).click();
  await page.getByRole("heading", { name: "Home", level: 1 }).waitFor();
}
