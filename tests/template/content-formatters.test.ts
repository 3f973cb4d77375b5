import { describe, expect, it } from "vitest";
import { contentFormatters } from "../../worker/template/formatters/content";
import { fakeContext, variable } from "../content/fake-context";

const run = (name: string, value: unknown, args: string[] = [], frames: unknown[] = [{}], index?: number) => {
  const vars = variable(value);
  contentFormatters[name]!(args, vars, fakeContext(frames, { index }));
  return vars[0]!.value;
};

describe("text and colour formatters", () => {
  it("AbsUrl prefixes the page's base-url", () => {
    expect(run("AbsUrl", "blog/post", [], [{ "base-url": "https://example.com/x" }])).toBe(
      "https://example.com/x/blog/post",
    );
  });

  it("capitalize upper-cases", () => {
    expect(run("capitalize", "Tea")).toBe("TEA");
  });

  it("color-weight calls hex colours light or dark, and leaves non-colours missing", () => {
    expect(run("color-weight", "#aaa")).toBe("light");
    expect(run("color-weight", "#444")).toBe("dark");
    expect(run("color-weight", "teal")).toBeUndefined();
  });

  it("website-color shows the brand colour as CSS or says what is wrong", () => {
    expect(run("website-color", { hue: 200, saturation: 0.5, lightness: 0.25 })).toBe("hsl(200, 50%, 25%)");
    expect(run("website-color", { hue: 200, saturation: 0.5, lightness: 0.25, alpha: 0.5 })).toBe(
      "hsla(200, 50%, 25%, 0.5)",
    );
    expect(run("website-color", { hue: 400, saturation: 0.5, lightness: 0.25 })).toBe("Hue out of bounds.");
    expect(run("website-color", { hue: 200, saturation: 0.5 })).toBe("Missing an H/S/L value.");
  });

  it("humanizeDuration shows milliseconds as m:ss", () => {
    expect(run("humanizeDuration", 65_000)).toBe("1:05");
    expect(run("humanizeDuration", 999)).toBe("0:00");
  });
});

describe("audio-player", () => {
  it("renders the player for the item's audio file", () => {
    const item = { id: "a1", structuredContent: { audioAssetUrl: "http://x/a.mp3" } };
    expect(run("audio-player", item)).toBe(
      "<script>Y.use('squarespace-audio-player-frontend');</script>\n" +
        '<div class="squarespace-audio-player" data-audio-asset-url="http://x/a.mp3" data-item-id="a1" id="audio-player-a1"></div>',
    );
  });

  it("does not borrow an id from outside the item", () => {
    expect(run("audio-player", {}, [], [{ id: "page" }])).toContain('data-item-id=""');
  });
});

describe("item-classes", () => {
  const post = {
    recordTypeLabel: "text",
    recordType: 1,
    promotedBlockType: "Video",
    categories: ["Travel Notes", "Food!"],
    tags: ["a b"],
    author: { displayName: "Ann Lee" },
    starred: true,
  };

  it("lists promoted block, categories, tags, author, post type, index and featured", () => {
    expect(run("item-classes", post, [], [{}], 3)).toBe(
      "hentry promoted promoted-block-video category-travel-notes category-food tag-a-b author-ann-lee post-type-text article-index-3 featured",
    );
  });

  it("leaves out what the item does not have", () => {
    expect(run("item-classes", { recordTypeLabel: "text", author: { displayName: "" } })).toBe(
      "hentry post-type-text",
    );
  });

  it("marks store items on sale or sold out", () => {
    const product = (variants: unknown[]) => ({
      recordTypeLabel: "store-item",
      recordType: 11,
      structuredContent: { productType: 1, variants },
    });
    expect(run("item-classes", product([{ onSale: true, qtyInStock: 3 }]))).toBe(
      "hentry post-type-store-item on-sale",
    );
    expect(run("item-classes", product([{ qtyInStock: 0 }, { qtyInStock: 0 }]))).toBe(
      "hentry post-type-store-item sold-out",
    );
    expect(run("item-classes", product([{ qtyInStock: 0, unlimited: true }]))).toBe(
      "hentry post-type-store-item",
    );
    const onSaleElsewhere = { ...product([{ onSale: true, qtyInStock: 0 }]), recordType: 1 };
    expect(run("item-classes", onSaleElsewhere)).toBe("hentry post-type-store-item");
  });

  it("never calls digital products sold out", () => {
    const digital = {
      recordTypeLabel: "store-item",
      recordType: 11,
      structuredContent: { productType: 2, onSale: true },
    };
    expect(run("item-classes", digital)).toBe("hentry post-type-store-item on-sale");
  });
});
