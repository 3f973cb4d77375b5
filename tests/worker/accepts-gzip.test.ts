// Reading Accept-Encoding for the edge cache's gzipped copy: the values browsers send, q-values,
// the wildcard and refusals.
import { describe, expect, it } from "vitest";
import { acceptsGzip } from "../../worker/http/accepts-gzip";

describe("acceptsGzip", () => {
  it("takes gzip from what browsers send", () => {
    expect(acceptsGzip("gzip, deflate, br, zstd")).toBe(true);
    expect(acceptsGzip("gzip, deflate")).toBe(true);
    expect(acceptsGzip("deflate, GZIP;q=0.5")).toBe(true);
  });

  it("takes gzip through the wildcard unless gzip itself is refused", () => {
    expect(acceptsGzip("*")).toBe(true);
    expect(acceptsGzip("br, *;q=0.1")).toBe(true);
    expect(acceptsGzip("gzip;q=0, *")).toBe(false);
  });

  it("refuses gzip when it is absent or has q=0", () => {
    expect(acceptsGzip(null)).toBe(false);
    expect(acceptsGzip("")).toBe(false);
    expect(acceptsGzip("identity")).toBe(false);
    expect(acceptsGzip("br, zstd")).toBe(false);
    expect(acceptsGzip("gzip;q=0")).toBe(false);
    expect(acceptsGzip("*;q=0")).toBe(false);
  });

  it("gives the same answer for a header it has seen before", () => {
    for (let i = 0; i < 3; i++) expect(acceptsGzip("br;q=1, gzip;q=0.8")).toBe(true);
    for (let i = 0; i < 3; i++) expect(acceptsGzip("br;q=1, gzip;q=0")).toBe(false);
  });
});
