// Recognising a file by its bytes and reading an image's size from its header, as the worker does
// for every upload (worker/files/file-kinds.ts, worker/files/image-header.ts).
import { describe, expect, it } from "vitest";
import { sniffFileKind } from "../../worker/files/file-kinds";
import { formatFileSize } from "../../worker/files/file-size";
import { readImageSize } from "../../worker/files/image-header";
import { gifBytes, jpegBytes, pdfBytes, pngBytes, svgText, webpBytes } from "./fixtures";

const text = (s: string) => new TextEncoder().encode(s);

describe("file kind from the bytes", () => {
  it("recognises each accepted kind whatever its name would say", () => {
    expect(sniffFileKind(pngBytes(1, 1))).toBe("png");
    expect(sniffFileKind(jpegBytes(1, 1))).toBe("jpeg");
    expect(sniffFileKind(gifBytes(1, 1))).toBe("gif");
    expect(sniffFileKind(webpBytes(1, 1))).toBe("webp");
    expect(sniffFileKind(pdfBytes())).toBe("pdf");
    expect(sniffFileKind(text(svgText()))).toBe("svg");
    expect(sniffFileKind(text("ID3\u0004\u0000\u0000"))).toBe("mp3");
    expect(sniffFileKind(new Uint8Array([0, 0, 0, 0x20, ...text("ftypisom")]))).toBe("mp4");
    expect(sniffFileKind(new Uint8Array([0, 0, 0, 0x20, ...text("ftypM4A ")]))).toBe("m4a");
  });

  it("refuses text, HTML and executables that are named like images", () => {
    expect(sniffFileKind(text("just some notes"))).toBeUndefined();
    expect(sniffFileKind(text("<!DOCTYPE html><html><svg></svg></html>"))).toBeUndefined();
    expect(sniffFileKind(text("MZ\u0090\u0000"))).toBeUndefined();
    expect(sniffFileKind(new Uint8Array())).toBeUndefined();
  });
});

describe("image size from the header", () => {
  it("reads PNG, GIF, WebP and SVG sizes", () => {
    expect(readImageSize("png", pngBytes(640, 480))).toEqual({ width: 640, height: 480 });
    expect(readImageSize("gif", gifBytes(300, 200))).toEqual({ width: 300, height: 200 });
    expect(readImageSize("webp", webpBytes(1920, 1080))).toEqual({ width: 1920, height: 1080 });
    expect(readImageSize("svg", text(svgText()))).toEqual({ width: 120, height: 80 });
    expect(readImageSize("svg", text('<svg viewBox="0 0 24 16"></svg>'))).toEqual({ width: 24, height: 16 });
  });

  it("finds a JPEG's frame after a large metadata segment", () => {
    expect(readImageSize("jpeg", jpegBytes(4000, 3000, 60_000))).toEqual({ width: 4000, height: 3000 });
  });

  it("answers nothing for a cut-off header instead of a wrong size", () => {
    expect(readImageSize("png", pngBytes(640, 480).subarray(0, 20))).toBeUndefined();
    expect(readImageSize("jpeg", jpegBytes(10, 10, 3000).subarray(0, 1000))).toBeUndefined();
    expect(readImageSize("pdf", pdfBytes())).toBeUndefined();
  });
});

describe("file sizes in decimal units", () => {
  it("counts 1 MB as 1,000,000 bytes", () => {
    expect(formatFileSize(20_000_000)).toBe("20 MB");
    expect(formatFileSize(1_500_000)).toBe("1.5 MB");
    expect(formatFileSize(999_000)).toBe("999 kB");
  });
});
