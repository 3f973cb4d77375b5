import { describe, expect, it } from "vitest";
import { HYDRATE, ISLANDS } from "../../client/islands";

// client/island-loaders.ts holds the browser's side of the registry (dynamic imports, which
// workerd cannot load here, and the islands the entry carries itself); its names are read from
// the source.
import loaders from "../../client/island-loaders.ts?raw";

describe("island registries", () => {
  it("name the same islands on the server and in the browser, each with a hydration time", () => {
    const browserNames = [...loaders.matchAll(/^\s+(\w+): (?:async )?\(\) => (?:import\(|\1,)/gm)]
      .map((m) => m[1])
      .sort();
    expect(browserNames).toEqual(Object.keys(ISLANDS).sort());
    expect(Object.keys(HYDRATE).sort()).toEqual(Object.keys(ISLANDS).sort());
  });
});
