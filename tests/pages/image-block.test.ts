// The theme's image block: the <img> a visitor's browser gets for a catalogue image.
import { describe, expect, it } from "vitest";
import { render } from "../../worker/template";
import { imageFormatters } from "../../worker/pages/image-formatters";
import { THEMES } from "../../worker/pages/theme/registry";

const photo = {
  id: "img1",
  assetUrl: "/images/shirt.jpg",
  originalSize: "1600x2000",
  mediaFocalPoint: { x: 0.25, y: 0.7 },
  altText: "Linen shirt in oat",
  title: "Shirt",
  body: "",
};

function img(template: string, data: unknown): string {
  const { output, errors } = render(template, data, {
    partials: THEMES.get().partials(),
    formatters: imageFormatters,
  });
  expect(errors).toEqual([]);
  return output.trim();
}

const attr = (html: string, name: string) => new RegExp(` ${name}="([^"]*)"`).exec(html)?.[1];

describe("image block", () => {
  it("offers every service width the original has, plus the original at its own width", () => {
    const html = img("{image|apply image.block}", { image: photo });
    expect(attr(html, "srcset")).toBe(
      [100, 300, 500, 750, 1000, 1500].map((w) => `/images/shirt.jpg?format=${w}w ${w}w`).join(", ") +
        ", /images/shirt.jpg 1600w",
    );
    const small = img("{image|apply image.block}", { image: { ...photo, originalSize: "800x1000" } });
    expect(attr(small, "srcset")).toBe(
      "/images/shirt.jpg?format=100w 100w, /images/shirt.jpg?format=300w 300w, " +
        "/images/shirt.jpg?format=500w 500w, /images/shirt.jpg?format=750w 750w, /images/shirt.jpg 800w",
    );
    const huge = img("{image|apply image.block}", { image: { ...photo, originalSize: "2500x2500" } });
    expect(attr(huge, "srcset")!.split(", ").at(-1)).toBe("/images/shirt.jpg?format=2500w 2500w");
  });

  it("requests the rendition the section 9 rule gives for the display width", () => {
    const src = (width: number, originalSize = "1600x2000") =>
      attr(img(`{image|apply image.block width=${width}}`, { image: { ...photo, originalSize } }), "src");
    expect(src(1200)).toBe("/images/shirt.jpg?format=1500w");
    expect(src(1000)).toBe("/images/shirt.jpg?format=1000w");
    expect(src(751)).toBe("/images/shirt.jpg?format=1000w");
    expect(src(600)).toBe("/images/shirt.jpg?format=750w");
    expect(src(400)).toBe("/images/shirt.jpg?format=500w");
    expect(src(200)).toBe("/images/shirt.jpg?format=300w");
    expect(src(100)).toBe("/images/shirt.jpg?format=100w");
    // A rendition wider than the original does not exist: the original is served.
    expect(src(1200, "800x1000")).toBe("/images/shirt.jpg");
    // Without a width the original is the src.
    expect(attr(img("{image|apply image.block}", { image: photo }), "src")).toBe("/images/shirt.jpg");
  });

  it("declares the original's width and height, the focal point, sizes and lazy loading by default", () => {
    const html = img("{image|apply image.block}", { image: photo });
    expect(attr(html, "width")).toBe("1600");
    expect(attr(html, "height")).toBe("2000");
    expect(attr(html, "style")).toBe("object-position: 25% 70%");
    expect(attr(html, "sizes")).toBe("100vw");
    expect(attr(html, "loading")).toBe("lazy");
    expect(attr(html, "fetchpriority")).toBeUndefined();
    expect(attr(html, "class")).toBeUndefined();
    expect(html.startsWith("<img ")).toBe(true);
    expect(html.endsWith(' decoding="async">')).toBe(true);
  });

  it("loads an image above the fold at once with high priority, with the given sizes and class", () => {
    const html = img(
      "{image|apply;image.block;loading=eager;sizes=(max-width: 432px) 100vw, 50vw;class=gallery-image}",
      { image: photo },
    );
    expect(attr(html, "loading")).toBeUndefined();
    expect(attr(html, "fetchpriority")).toBe("high");
    expect(attr(html, "sizes")).toBe("(max-width: 432px) 100vw, 50vw");
    expect(attr(html, "class")).toBe("gallery-image");
  });

  it("makes the first image of a listing eager and the rest lazy", () => {
    const html = img(
      "{.repeated section images}{.if @index0}{@|apply image.block}{.or}{@|apply image.block loading=eager}{.end}{.end}",
      { images: [photo, photo, photo] },
    );
    const tags = html.match(/<img [^>]*>/g)!;
    expect(tags.map((t) => attr(t, "loading") ?? attr(t, "fetchpriority"))).toEqual(["high", "lazy", "lazy"]);
  });

  it("centres an image without a focal point", () => {
    const html = img("{image|apply image.block}", { image: { ...photo, mediaFocalPoint: undefined } });
    expect(attr(html, "style")).toBe("object-position: 50% 50%");
  });

  describe("alt text", () => {
    const alt = (image: object) =>
      attr(img("{image|apply image.block}", { image: { ...photo, ...image } }), "alt");

    it("is the owner's alt text, escaped", () => {
      expect(alt({ altText: 'A "big" <shirt> & tie' })).toBe("A &quot;big&quot; &lt;shirt&gt; &amp; tie");
    });

    it("falls back to the title, then the body without tags, at most 250 characters", () => {
      expect(alt({ altText: "" })).toBe("Shirt");
      expect(alt({ altText: "", title: "", body: "<p>Folded <em>indigo</em> throw</p>" })).toBe(
        "Folded indigo throw",
      );
      expect(alt({ altText: "", title: "", body: `<p>${"x".repeat(300)}</p>` })).toBe("x".repeat(250));
      expect(alt({ altText: "", title: "t".repeat(300) })).toBe("t".repeat(250));
    });

    it("is empty (a decorative image) when there is nothing to say, never the file name", () => {
      expect(alt({ altText: "", title: "", body: "", filename: "IMG_0001.jpg" })).toBe("");
    });
  });
});
