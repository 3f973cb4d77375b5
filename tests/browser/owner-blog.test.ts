// A blog as an owner and a visitor use it: the owner writes and publishes a post in the panel,
// a visitor sees it and leaves a comment, the owner approves it, and the visitor sees it.
import { describe, expect, it } from "vitest";
import { useBrowser } from "./browser";
import { signInDemoOwner } from "./owner";
import { freshPage } from "./pages";

const { browser, store } = useBrowser();

describe("the blog", () => {
  it("publishes a post, takes a visitor's comment and shows it once approved", async () => {
    const owner = await freshPage(browser());
    await signInDemoOwner(owner, store());
    await owner.goto(`${store()}/config/pages`);
    await owner.getByRole("link", { name: "Journal" }).click();
    await owner.getByRole("heading", { name: "Journal" }).waitFor();

    await owner.getByRole("button", { name: "Add post" }).click();
    await owner.getByLabel("Title").fill("Notes from the dye garden");
    await owner.getByLabel("Excerpt").fill("Weld is in flower.");
    const body = owner.getByRole("textbox", { name: "Body" });
    await body.click();
    await owner.keyboard.type("The weld is in flower and the madder roots are ready.");
    await owner.getByLabel("Status").selectOption("published");
    await owner.getByRole("button", { name: "Save post" }).click();
    const table = owner.getByRole("table", { name: "Posts" });
    await expect.poll(() => table.innerText()).toContain("Notes from the dye garden");
    expect(await table.getByRole("row", { name: /Notes from the dye garden/ }).innerText()).toContain(
      "Published",
    );

    const visitor = await freshPage(browser());
    await visitor.goto(`${store()}/journal`);
    await visitor.getByRole("link", { name: "Notes from the dye garden" }).click();
    await visitor.getByRole("heading", { name: "Notes from the dye garden" }).waitFor();
    expect(await visitor.locator(".blog-item-body").innerText()).toContain("madder roots are ready");
    const post = visitor.getByRole("button", { name: "Post Comment" });
    await visitor.getByLabel("Name").fill("Vera");
    await visitor.getByLabel("Comment", { exact: true }).fill("Can I visit the garden?");
    await post.click();
    await expect
      .poll(() => visitor.getByRole("status").innerText())
      .toBe("Thank you! Your comment will appear once it is approved.");

    await owner.getByRole("link", { name: "Comments" }).click();
    await owner.getByText("Can I visit the garden?").waitFor();
    await owner.getByRole("button", { name: "Approve the comment of Vera" }).click();
    await expect.poll(() => owner.getByText("Can I visit the garden?").count()).toBe(0);

    await visitor.reload();
    await visitor.getByText("Can I visit the garden?").waitFor();
    expect(await visitor.locator("#comments-title").innerText()).toBe("1 Comment");
    await owner.close();
    await visitor.close();
  });
});
