import { describe, expect, it } from "vitest";
import { preferredLanguage } from "../../client/islands/language-match";

const site = [
  { code: "en-US", name: "American English", url: "/", current: true },
  { code: "fr", name: "Français", url: "/fr/", current: false },
  { code: "pt-BR", name: "Português", url: "/pt-br/", current: false },
];

describe("the home page's language hint", () => {
  it("suggests the site language that matches the browser's first known language", () => {
    expect(preferredLanguage(["fr-CA", "en"], site)?.code).toBe("fr");
    expect(preferredLanguage(["de", "pt"], site)?.code).toBe("pt-BR");
  });

  it("suggests nothing when the browser's first known language is the page's own, or none matches", () => {
    expect(preferredLanguage(["en-GB", "fr"], site)).toBeUndefined();
    expect(preferredLanguage(["de", "ja"], site)).toBeUndefined();
  });
});
