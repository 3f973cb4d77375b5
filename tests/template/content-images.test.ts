import { describe, expect, it } from "vitest";
import { contentFormatters } from "../../worker/template/formatters/content";
import { fakeContext, variable } from "../content/fake-context";

const run = (name: string, value: unknown, args: string[] = [], frames: unknown[] = [{}]) => {
  const vars = variable(value);
  const ctx = fakeContext(frames);
  contentFormatters[name]!(args, vars, ctx);
  return { value: vars[0]!.value, errors: ctx.errors };
};

const photo = {
  id: "img1",
  title: "Beach",
  originalSize: "1200x800",
  assetUrl: "/s/beach.jpg",
  mediaFocalPoint: { x: 0.25, y: 0.75 },
};

describe("image formatters", () => {
  it("image-meta lists the loader attributes, centring an image without a focal point", () => {
    expect(run("image-meta", { ...photo, mediaFocalPoint: undefined }).value).toBe(
      'data-src="/s/beach.jpg" data-image="/s/beach.jpg" data-image-dimensions="1200x800" ' +
        'data-image-focal-point="0.5,0.5" alt="Beach" ',
    );
  });

  it("image-meta marks licensed previews and component keys", () => {
    const meta = run("image-meta", { ...photo, licensedAssetPreview: {}, componentKey: "k1" })
      .value as string;
    expect(meta.startsWith('data-licensed-asset-preview="true" data-component-key="k1" data-src=')).toBe(
      true,
    );
  });

  it("image-meta gives nothing for a missing image", () => {
    expect(run("image-meta", undefined).value).toBe("");
  });

  it("image writes a lazily loaded img with a noscript fallback and the given class", () => {
    const html = run("image", photo, ["hero"]).value as string;
    expect(
      html.startsWith('<noscript><img src="/s/beach.jpg" alt="Beach" /></noscript><img class="hero" '),
    ).toBe(true);
    expect(html).toContain('data-image-focal-point="0.25,0.75"');
    expect(html.endsWith('data-load="false" data-image-id="img1" data-type="image" />')).toBe(true);
    expect(run("image", photo).value).toContain('class="thumb-image"');
  });

  it("image escapes the alt text once", () => {
    const html = run("image", { ...photo, title: 'Fish & "chips"' }).value as string;
    expect(html).toContain('alt="Fish &amp; &quot;chips&quot;"');
    expect(html).not.toContain("&amp;amp;");
  });

  it("image blocks use the image's own alt text, even an empty one, over its title", () => {
    expect(run("image", { ...photo, altText: " Waves " }, [], [{ blockType: 5 }]).value).toContain(
      'alt="Waves"',
    );
    expect(run("image", { ...photo, altText: "" }, [], [{ blockType: 5 }]).value).toContain('alt=""');
    expect(run("image", { ...photo, altText: "Waves" }, [], [{ blockType: 2 }]).value).toContain(
      'alt="Beach"',
    );
  });

  it("alt text falls back to the body without tags", () => {
    const html = run("image", { ...photo, title: "", body: "<p>Sand</p>" }).value as string;
    expect(html).toContain('alt="Sand"');
  });

  it("child-image-meta and cover-image-meta describe a child and the cover image", () => {
    const parent = { items: [{}, photo], coverImage: { ...photo, title: "Cover" } };
    expect(run("child-image-meta", parent, ["1"]).value).toContain('alt="Beach"');
    expect(run("child-image-meta", parent).value).toContain('data-src=""');
    expect(run("child-image-meta", parent, ["5"]).value).toBe("");
    expect(run("cover-image-meta", parent).value).toContain('alt="Cover"');
  });

  it("image-srcset lists the width variants with a leading space, and nothing without variants", () => {
    expect(run("image-srcset", { assetUrl: "/a.jpg", systemDataVariants: "300w,500w" }).value).toBe(
      ' srcset="/a.jpg?format=300w 300w,/a.jpg?format=500w 500w,/a.jpg?format=original 750w"',
    );
    const bare = { assetUrl: "/a.jpg", systemDataVariants: "" };
    expect(run("image-srcset", bare).value).toBe(bare);
  });

  it("image-color gives every region or one region's colour", () => {
    const image = { colorData: { topLeftAverage: "111", centerAverage: "555" } };
    expect(run("image-color", image).value).toBe(
      'data-color-topLeft="#111" data-color-topRight="#" data-color-bottomLeft="#" data-color-bottomRight="#" data-color-center="#555" ',
    );
    expect(run("image-color", image, ["center"]).value).toBe("#555");
    expect(run("image-color", image, ["center", "background-color"]).value).toBe("background-color: #555");
    expect(run("image-color", image, ["topRight"]).value).toBe('"topRight" not found.');
    expect(run("image-color", {}).value).toBeUndefined();
  });
});

describe("image size formatters", () => {
  it("width and height read WxH", () => {
    expect(run("width", "800x400").value).toBe(800);
    expect(run("height", "800x400").value).toBe(400);
  });

  it("size formatters explain a value that is not WxH", () => {
    for (const name of ["width", "height", "resizedHeightForWidth", "resizedWidthForHeight"]) {
      expect(run(name, "1000", ["50"]).value, name).toBe("Invalid source parameter. Pass in 'originalSize'.");
    }
  });

  it("resize to a requested side and pick the rendered width", () => {
    expect(run("resizedHeightForWidth", "400x100", ["50"]).value).toBe(12);
    expect(run("resizedWidthForHeight", "400x100", ["50"]).value).toBe(200);
    expect(run("squarespaceThumbnailForWidth", "x", ["600"]).value).toBe("750w");
    expect(run("squarespaceThumbnailForHeight", "1200x2400", ["600"]).value).toBe("300w");
  });

  it("reports a missing number argument as a developer error", () => {
    const { value, errors } = run("resizedHeightForWidth", "400x100");
    expect(value).toBeUndefined();
    expect(errors).toHaveLength(1);
  });
});

describe("video", () => {
  const video = {
    oembed: { html: '<iframe src="v"></iframe>', providerName: "vimeo" },
    originalSize: "640x360",
    assetUrl: "/v.jpg",
    overlay: true,
    mainImageId: "m1",
    colorData: { topLeftAverage: "abc" },
  };

  it("wraps the escaped oEmbed html with an overlay thumbnail", () => {
    const html = run("video", video).value as string;
    expect(html).toBe(
      '<div class="sqs-video-wrapper" data-html="&lt;iframe src=&quot;v&quot;&gt;&lt;/iframe&gt;" data-provider-name="vimeo">' +
        '<div class="sqs-video-overlay" style="opacity: 0;"><img data-load="false" data-src="/v.jpg" ' +
        'data-image-dimensions="640x360" data-image-focal-point="0.5,0.5" />' +
        '<div class="sqs-video-opaque"> </div><div class="sqs-video-icon"></div></div></div>',
    );
  });

  it("adds region colours and deferred loading on request", () => {
    const html = run("video", video, ["load-false", "color-data"]).value as string;
    expect(html.startsWith('<div class="sqs-video-wrapper" data-load="false" data-html=')).toBe(true);
    expect(html).toContain('data-color-topleft="#abc" data-color-topright="#"');
  });

  it("uses a no-thumb overlay without an image, and no overlay unless asked", () => {
    expect(run("video", { ...video, mainImageId: undefined }).value).toContain(
      '<div class="sqs-video-overlay no-thumb" style="opacity: 0;">',
    );
    expect(run("video", { ...video, overlay: false }).value).not.toContain("overlay");
  });
});
