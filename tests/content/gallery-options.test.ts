import { describe, expect, it } from "vitest";
import { GALLERY_DEFAULTS, withGalleryDefaults } from "../../worker/content/gallery-options";

describe("withGalleryDefaults", () => {
  it("fills every missing option with the default of spec section 3", () => {
    const options = withGalleryDefaults(undefined);
    expect(options).toEqual(GALLERY_DEFAULTS);
    expect(options.design).toBe("grid");
    expect(options["auto-crop"]).toBe(true);
    expect(options["meta-position"]).toBe("bottom");
    expect(options["active-alignment"]).toBe("center");
    expect(options["thumbnails-per-row"]).toBe(4);
  });

  it("keeps stored choices and pulls numbers into their ranges", () => {
    const options = withGalleryDefaults({
      design: "slider",
      "autoplay-duration": 30,
      padding: -4,
      autoplay: true,
    });
    expect(options.design).toBe("slider");
    expect(options.autoplay).toBe(true);
    expect(options["autoplay-duration"]).toBe(10);
    expect(options.padding).toBe(0);
  });

  it("ignores unknown choices and values of the wrong type", () => {
    const options = withGalleryDefaults({ design: "carousel", lightbox: "yes", "max-width": "200" });
    expect(options.design).toBe("grid");
    expect(options.lightbox).toBe(false);
    expect(options["max-width"]).toBe(300);
  });
});
