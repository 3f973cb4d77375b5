// Product reviews as people meet them (docs/reviews.md): the demo store's ratings and review list
// (sorting, Show more reviews), and a buyer's review from checkout to the product page: written
// from the order page, published by the owner in the panel's Reviews screen, then listed.
import { describe, expect, it } from "vitest";
import { severeViolations } from "./axe";
import { useBrowser } from "./browser";
import { signInDemoOwner } from "./owner";
import { freshPage, openPage, problems } from "./pages";

const { browser, store } = useBrowser();

const HANDBOOK = "Field Notes: A Dyer's Handbook (PDF)";
const THANKS = "Thanks! Your review will appear once the store has checked it.";

describe("product reviews", () => {
  it("shows the tote's average and count under its title, and its reviews most helpful first", async () => {
    const page = await openPage(browser(), `${store()}/shop/waxed-canvas-tote`);
    const rating = page.locator(".product-meta .product-title + .product-rating");
    expect(await rating.innerText()).toBe("4.5 out of 5 stars (2 reviews)");

    const answer = await page.evaluate(async () => {
      const res = await fetch("/api/commerce/products/prd_canvas_tote/reviews?sort=helpful");
      return [res.status, await res.json()] as const;
    });
    expect(answer[0]).toBe(200);
    expect(answer[1]).toMatchObject({ averageRating: 4.5, reviewCount: 2, hasNextPage: false });
    expect(answer[1].reviews.map((r: { reviewerName: string }) => r.reviewerName)).toEqual([
      "Maya R.",
      "Jon",
    ]);
    expect(problems(page)).toEqual([]);
    await page.close();
  });

  it("lists the throw's five newest reviews, shows two more on request, and sorts by most helpful", async () => {
    const page = await openPage(browser(), `${store()}/shop/indigo-throw-blanket`);
    const section = page.getByRole("region", { name: "Reviews" });
    const names = () => section.locator(".review-name").allInnerTexts();
    expect(await names()).toEqual(["Tom", "Lena K.", "Sam", "Ines", "Priya S."]);
    expect(await section.getByRole("img", { name: "Rated 4 out of 5 stars" }).first().innerText()).toBe(
      "★★★★☆",
    );

    await section.getByRole("button", { name: "Show more reviews" }).click();
    await expect.poll(names).toEqual(["Tom", "Lena K.", "Sam", "Ines", "Priya S.", "Ravi", "Claire B."]);
    // Focus moves to the first review added; nothing more to show.
    expect(
      await page.evaluate(() => document.activeElement?.querySelector(".review-name")?.textContent),
    ).toBe("Ravi");
    expect(await section.getByRole("button", { name: "Show more reviews" }).count()).toBe(0);
    expect(await section.locator(".review time").last().innerText()).toMatch(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);
    expect(await severeViolations(page, ".product-reviews")).toEqual([]);

    await section.getByRole("link", { name: "Most helpful" }).click();
    await page.waitForURL(/reviewSort=helpful/);
    await expect
      .poll(() => page.getByRole("region", { name: "Reviews" }).locator(".review-name").allInnerTexts())
      .toEqual(["Sam", "Priya S.", "Claire B.", "Ines", "Tom"]);
    expect(problems(page)).toEqual([]);
    await page.close();
  });

  it("a buyer reviews the handbook from the order page; the owner publishes it; its page lists it", async () => {
    const reviewer = `Buyer ${crypto.randomUUID().slice(0, 8)}`;
    const buyer = await openPage(
      browser(),
      `${store()}/checkout?item=prd_dyers_handbook&sku=SQ-HANDBOOK-PDF&qty=1`,
    );
    await buyer.getByLabel("Email").fill("reviewer@example.com");
    await buyer.getByLabel("Card number").fill("4242 4242 4242 4242");
    await buyer.getByRole("button", { name: "Place order" }).click();
    await buyer.waitForURL(/\/commerce\/orders\/ord_\w+\?token=/);

    await buyer.getByRole("link", { name: `Review this product (${HANDBOOK})` }).click();
    await buyer.getByRole("heading", { name: `Review ${HANDBOOK}`, level: 1 }).waitFor();
    // No rating chosen: the call's message, by the stars.
    await buyer
      .getByLabel("Your review", { exact: true })
      .fill("Clear recipes; the weld yellow came out just as pictured.");
    await buyer.getByLabel("Name shown with your review").fill(reviewer);
    await buyer.getByRole("button", { name: "Submit review" }).click();
    const ratingError = buyer.getByRole("radiogroup", { name: "Your rating" }).getByRole("alert");
    await expect.poll(() => ratingError.innerText()).toBe("Choose a rating from 1 to 5 stars.");
    expect(await severeViolations(buyer, ".review-page")).toEqual([]);

    await buyer.getByLabel("4 stars").check();
    await buyer.getByLabel("Title (optional)").fill("A <useful> book");
    await buyer.getByRole("button", { name: "Submit review" }).click();
    await expect.poll(() => buyer.locator(".review-thanks").getByRole("status").innerText()).toBe(THANKS);
    // The refused first post (400) is what the form showed, not a fault.
    expect(problems(buyer).filter((p) => !p.includes("400"))).toEqual([]);
    await buyer.close();

    // Pending: the product page (now in the edge cache) shows nothing of it.
    const before = await openPage(browser(), `${store()}/shop/dyers-handbook`);
    expect(await before.getByText(reviewer).count()).toBe(0);
    await before.close();

    const owner = await freshPage(browser());
    await signInDemoOwner(owner, store());
    // The sign-in page's own session check (401) comes before: only what follows counts.
    const signInProblems = problems(owner).length;
    await owner
      .getByRole("navigation", { name: "Owner panel" })
      .getByRole("link", { name: "Reviews" })
      .click();
    const table = owner.getByRole("table", { name: "Reviews waiting for approval" });
    await table.waitFor();
    const row = table.getByRole("row").filter({ hasText: reviewer });
    expect(await row.innerText()).toContain("A <useful> book");
    expect(await severeViolations(owner, "main")).toEqual([]);
    await row.getByRole("button", { name: `Publish the review by ${reviewer} of ${HANDBOOK}` }).click();
    await expect
      .poll(() => owner.getByRole("region", { name: "Notifications" }).innerText())
      .toContain(`Published the review by ${reviewer} of ${HANDBOOK}.`);
    await expect.poll(() => table.getByRole("row").filter({ hasText: reviewer }).count()).toBe(0);
    await owner.getByLabel("Status", { exact: true }).selectOption("published");
    await owner
      .getByRole("table", { name: "Published reviews" })
      .getByRole("row")
      .filter({ hasText: reviewer })
      .waitFor();
    expect(problems(owner).slice(signInProblems)).toEqual([]);
    await owner.close();

    // Publishing bumped the site's content version: the cached product page renders afresh.
    const product = await openPage(browser(), `${store()}/shop/dyers-handbook`);
    const review = product
      .getByRole("region", { name: "Reviews" })
      .locator(".review")
      .filter({ hasText: reviewer });
    expect(await review.locator(".review-title").innerText()).toBe("A <useful> book");
    expect(await review.getByRole("img").getAttribute("aria-label")).toBe("Rated 4 out of 5 stars");
    expect(await review.locator(".review-verified").innerText()).toBe("Verified buyer");
    expect(problems(product)).toEqual([]);
    await product.close();
  });
});
