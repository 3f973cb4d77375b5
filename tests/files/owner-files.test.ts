// The file manager's API as the panel uses it: an owner uploads files (streamed to R2, recognised
// by their bytes, limited in size), lists, renames, describes and deletes them; anyone fetches a
// ready file by its address with long cache headers; visitors and roles without the permission
// are refused.
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it, vi } from "vitest";
import type { FileJson } from "../../worker/files/file-json";
import { fileR2Key } from "../../worker/files/upload";
import { ContributorRole } from "../../worker/owner/roles";
import { DEMO_WEBSITE_ID } from "../../worker/seed/demo-data";
import { addContributor, Owner } from "../owner/helpers";
import { signedInAdmin } from "../public-api/helpers";
import { Visitor } from "../worker/helpers";
import { jpegBytes, pdfBytes, pngBytes, svgText } from "./fixtures";

const FILES = "/api/owner/files";
const COLORS = "ff0000,ff0000,0000ff,0000ff,00ff00";

let owner: Owner;

const upload = (who: Visitor, name: string, body: BodyInit, query = "", type = "application/octet-stream") =>
  who.fetch(`${FILES}?name=${encodeURIComponent(name)}${query}`, {
    method: "POST",
    headers: { origin: who.origin, "content-type": type },
    body,
  });

async function uploaded(name: string, body: BodyInit, query = ""): Promise<FileJson> {
  const res = await upload(owner, name, body, query);
  expect(res.status).toBe(201);
  return ((await res.json()) as { file: FileJson }).file;
}

const patch = (who: Visitor, id: string, body: unknown) =>
  who.fetch(`${FILES}/${id}`, {
    method: "PATCH",
    headers: { origin: who.origin, "content-type": "application/json" },
    body: JSON.stringify(body),
  });

const listed = async (who: Visitor = owner) => {
  const res = await who.fetch(FILES);
  expect(res.status).toBe(200);
  return ((await res.json()) as { files: FileJson[] }).files;
};

const messageOf = async (res: Response) => ((await res.json()) as { message: string }).message;

beforeAll(async () => {
  owner = await signedInAdmin(`files-${crypto.randomUUID().slice(0, 6)}@example.com`);
});

describe("uploading", () => {
  it("stores an image with its size from the header and its colour data, and serves it to anyone", async () => {
    const bytes = pngBytes(640, 480);
    const file = await uploaded("Harbour at dawn.png", bytes, `&colors=${COLORS}`);
    expect(file).toMatchObject({
      name: "Harbour at dawn.png",
      contentType: "image/png",
      size: bytes.byteLength,
      state: "ready",
      width: 640,
      height: 480,
      originalSize: "640x480",
      altText: "",
      focalPoint: { x: 0.5, y: 0.5 },
      colorData: {
        topLeftAverage: "ff0000",
        topRightAverage: "ff0000",
        bottomLeftAverage: "0000ff",
        bottomRightAverage: "0000ff",
        centerAverage: "00ff00",
        suggestedBgColor: "800080",
      },
    });
    expect(file.url).toBe(`/s/${file.id}/Harbour%20at%20dawn.png`);
    expect((await listed()).map((f) => f.id)).toContain(file.id);

    const served = await new Visitor().fetch(file.url);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/png");
    expect(served.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(served.headers.get("x-content-type-options")).toBe("nosniff");
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(bytes);
  });

  it("reads a JPEG's size past its metadata, and keeps a PDF without image fields", async () => {
    const photo = await uploaded("photo.jpg", jpegBytes(4000, 3000, 50_000));
    expect(photo).toMatchObject({ contentType: "image/jpeg", width: 4000, height: 3000, colorData: null });
    const pdf = await uploaded("menu.pdf", pdfBytes(), `&colors=${COLORS}`);
    expect(pdf).toMatchObject({ contentType: "application/pdf", width: null, height: null, colorData: null });
  });

  it("accepts an image of exactly 20 MB (20,000,000 bytes) and refuses one byte more before storing it", async () => {
    const limit = await uploaded("poster.png", pngBytes(8000, 6000, 20_000_000));
    expect(limit.size).toBe(20_000_000);
    const before = (await listed()).length;
    const res = await upload(owner, "poster-big.png", pngBytes(8000, 6000, 20_000_001));
    expect(res.status).toBe(413);
    expect(await messageOf(res)).toBe(
      "The file poster-big.png is too large. The maximum allowed file size is 20 MB.",
    );
    expect((await listed()).length).toBe(before);
  });

  it("refuses anything above the largest limit from its Content-Length, naming the claimed kind's limit", async () => {
    const res = await owner.fetch(`${FILES}?name=huge.pdf`, {
      method: "POST",
      headers: { origin: owner.origin, "content-type": "application/pdf", "content-length": "100000001" },
      body: pdfBytes(),
    });
    expect(res.status).toBe(413);
    expect(await messageOf(res)).toBe(
      "The file huge.pdf is too large. The maximum allowed file size is 50 MB.",
    );
  });

  it("judges the type by the bytes: a text file named .png is refused, a PNG named .txt is an image", async () => {
    const res = await upload(
      owner,
      "holiday.png",
      new TextEncoder().encode("not a picture at all"),
      "",
      "image/png",
    );
    expect(res.status).toBe(415);
    expect(await messageOf(res)).toBe("The file holiday.png does not appear to be a supported file type.");
    const html = await upload(
      owner,
      "page.svg",
      "<html><script>alert(1)</script></html>",
      "",
      "image/svg+xml",
    );
    expect(html.status).toBe(415);
    const misnamed = await uploaded("notes.txt", pngBytes(10, 20));
    expect(misnamed).toMatchObject({ contentType: "image/png", width: 10, height: 20 });
  });

  it("refuses an upload without a name, or with colour data that is not five colours", async () => {
    const res = await upload(owner, "   ", pngBytes(1, 1));
    expect(res.status).toBe(400);
    expect(await messageOf(res)).toBe("Please enter a file name");
    const colours = await upload(owner, "a.png", pngBytes(1, 1), "&colors=ff0000,zzzzzz");
    expect(colours.status).toBe(400);
    expect(await messageOf(colours)).toBe(
      "Colour data must be five colours (top left, top right, bottom left, bottom right, centre) as 6-digit hex.",
    );
  });

  it("marks an upload whose body ends before its announced size as failed to complete, with no object kept", async () => {
    const bytes = pngBytes(64, 64, 10_000);
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(bytes.subarray(0, 6000));
        controller.close();
      },
    });
    const res = await owner.fetch(`${FILES}?name=cut.png`, {
      method: "POST",
      headers: { origin: owner.origin, "content-type": "image/png", "content-length": "10000" },
      body,
      // @ts-expect-error workerd: a streamed request body
      duplex: "half",
    });
    expect(res.status).toBe(400);
    expect(await messageOf(res)).toBe("Error uploading");
    const cut = (await listed()).find((f) => f.name === "cut.png");
    expect(cut?.state).toBe("incomplete");
    expect(await env.FILES.head(fileR2Key(DEMO_WEBSITE_ID, cut!.id))).toBeNull();
    expect((await new Visitor().fetch(cut!.url)).status).toBe(404);
  });
});

describe("processing states", () => {
  it("lists an upload still under way as uploading, and one abandoned for 15 minutes as failed to complete", async () => {
    const insert = (id: string, createdOn: number) =>
      env.DB.prepare(
        "INSERT INTO files (id, website_id, name, content_type, size, r2_key, state, created_on) VALUES (?, ?, ?, 'image/png', 10, ?, 'uploading', ?)",
      )
        .bind(id, DEMO_WEBSITE_ID, `${id}.png`, fileR2Key(DEMO_WEBSITE_ID, id), createdOn)
        .run();
    const fresh = `file_${crypto.randomUUID().replaceAll("-", "")}`;
    const abandoned = `file_${crypto.randomUUID().replaceAll("-", "")}`;
    await insert(fresh, Date.now() - 60_000);
    await insert(abandoned, Date.now() - 16 * 60_000);
    const files = await listed();
    expect(files.find((f) => f.id === fresh)?.state).toBe("uploading");
    expect(files.find((f) => f.id === abandoned)?.state).toBe("incomplete");
    expect((await new Visitor().fetch(`/s/${fresh}/x.png`)).status).toBe(404);
    expect((await owner.delete(`${FILES}/${abandoned}`)).status).toBe(204);
  });
});

describe("deleting during an upload", () => {
  it("keeps nothing of a file deleted from the list while its bytes were on the way", async () => {
    const bytes = pngBytes(32, 32, 8192);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const body = new ReadableStream<Uint8Array>({
      async start(controller) {
        controller.enqueue(bytes.subarray(0, 4096));
        await held;
        controller.enqueue(bytes.subarray(4096));
        controller.close();
      },
    });
    const sending = owner.fetch(`${FILES}?name=doomed.png`, {
      method: "POST",
      headers: { origin: owner.origin, "content-type": "image/png", "content-length": String(bytes.length) },
      body,
      // @ts-expect-error workerd: a streamed request body
      duplex: "half",
    });
    let doomed: FileJson | undefined;
    await vi.waitFor(async () => {
      doomed = (await listed()).find((f) => f.name === "doomed.png");
      expect(doomed?.state).toBe("uploading");
    });
    expect((await owner.delete(`${FILES}/${doomed!.id}`)).status).toBe(204);
    release();
    const res = await sending;
    expect(res.status).toBe(409);
    expect(await messageOf(res)).toBe("There was a problem while uploading your file.");
    expect(await env.FILES.head(fileR2Key(DEMO_WEBSITE_ID, doomed!.id))).toBeNull();
  });
});

describe("serving", () => {
  it("serves an SVG sandboxed, so a script inside it never runs on the site's origin", async () => {
    const file = await uploaded("logo.svg", svgText("<script>alert(document.cookie)</script>"));
    expect(file).toMatchObject({ contentType: "image/svg+xml", width: 120, height: 80 });
    const served = await new Visitor().fetch(file.url);
    expect(served.headers.get("content-type")).toBe("image/svg+xml");
    expect(served.headers.get("content-security-policy")).toContain("sandbox");
    expect(served.headers.get("content-security-policy")).toContain("default-src 'none'");
  });

  it("answers a browser's current copy with 304", async () => {
    const file = await uploaded("dot.png", pngBytes(1, 1));
    const first = await new Visitor().fetch(file.url);
    const etag = first.headers.get("etag")!;
    await first.arrayBuffer();
    const again = await new Visitor().fetch(file.url, { headers: { "if-none-match": etag } });
    expect(again.status).toBe(304);
  });

  it("answers 404 for unknown ids, on the public address and every owner call", async () => {
    expect((await new Visitor().fetch("/s/file_nope/x.png")).status).toBe(404);
    const unknown = `${FILES}/file_nope`;
    const get = await owner.fetch(unknown);
    expect(get.status).toBe(404);
    expect(await messageOf(get)).toBe("File 'file_nope' was not found.");
    expect((await patch(owner, "file_nope", { name: "x" })).status).toBe(404);
    expect((await owner.delete(unknown)).status).toBe(404);
  });
});

describe("one site's files", () => {
  it("are not served, listed, changed or deleted on another site's address", async () => {
    const other = `site_files_${crypto.randomUUID().slice(0, 8)}`;
    const id = `file_${crypto.randomUUID().replaceAll("-", "")}`;
    await env.DB.batch([
      env.DB.prepare("INSERT INTO websites (id, identifier, title) VALUES (?, ?, ?)").bind(
        other,
        other,
        "Other",
      ),
      env.DB.prepare(
        "INSERT INTO files (id, website_id, name, content_type, size, r2_key, state) VALUES (?, ?, 'x.png', 'image/png', 3, ?, 'ready')",
      ).bind(id, other, fileR2Key(other, id)),
    ]);
    await env.FILES.put(fileR2Key(other, id), "abc");

    expect((await new Visitor().fetch(`/s/${id}/x.png`)).status).toBe(404);
    expect((await listed()).map((f) => f.id)).not.toContain(id);
    expect((await owner.fetch(`${FILES}/${id}`)).status).toBe(404);
    expect((await patch(owner, id, { name: "mine.png" })).status).toBe(404);
    expect((await owner.delete(`${FILES}/${id}`)).status).toBe(404);
    expect(await env.FILES.head(fileR2Key(other, id))).not.toBeNull();
  });
});

describe("changing files", () => {
  it("renames a file; an empty name is refused word for word; the old address still serves it", async () => {
    const file = await uploaded("IMG_0042.png", pngBytes(2, 2));
    const empty = await patch(owner, file.id, { name: "  " });
    expect(empty.status).toBe(400);
    expect(await messageOf(empty)).toBe("Please enter a file name");

    const res = await patch(owner, file.id, { name: "Shop front.png" });
    expect(res.status).toBe(200);
    const renamed = ((await res.json()) as { file: FileJson }).file;
    expect(renamed.name).toBe("Shop front.png");
    expect(renamed.url).toBe(`/s/${file.id}/Shop%20front.png`);
    expect((await new Visitor().fetch(file.url)).status).toBe(200);
  });

  it("keeps alt text and a focal point, and refuses a focal point outside the image", async () => {
    const file = await uploaded("focus.png", pngBytes(100, 100));
    const res = await patch(owner, file.id, { altText: "A blue door", focalPoint: { x: 0.25, y: 0.8 } });
    expect(res.status).toBe(200);
    const got = await owner.fetch(`${FILES}/${file.id}`);
    expect(((await got.json()) as { file: FileJson }).file).toMatchObject({
      altText: "A blue door",
      focalPoint: { x: 0.25, y: 0.8 },
    });
    expect((await patch(owner, file.id, { focalPoint: { x: 1.5, y: 0 } })).status).toBe(400);
  });

  it("deletes a file and its R2 object; its address answers 404 after", async () => {
    const file = await uploaded("old.png", pngBytes(3, 3));
    const key = fileR2Key(DEMO_WEBSITE_ID, file.id);
    expect(await env.FILES.head(key)).not.toBeNull();
    expect((await owner.delete(`${FILES}/${file.id}`)).status).toBe(204);
    expect(await env.FILES.head(key)).toBeNull();
    expect((await listed()).map((f) => f.id)).not.toContain(file.id);
    expect((await new Visitor().fetch(file.url)).status).toBe(404);
  });
});

describe("who may", () => {
  it("keeps visitors out, lets a viewer list but not change, and wants the session's xsrf token", async () => {
    const file = await uploaded("mine.png", pngBytes(4, 4));
    const visitor = new Visitor();
    expect((await visitor.fetch(FILES)).status).toBe(401);
    expect((await upload(visitor, "x.png", pngBytes(1, 1))).status).toBe(401);
    expect((await visitor.delete(`${FILES}/${file.id}`)).status).toBe(401);

    const email = `files-viewer-${crypto.randomUUID().slice(0, 6)}@example.com`;
    await addContributor(email, ContributorRole.VIEWER);
    const viewer = new Owner();
    expect((await viewer.signIn(email)).status).toBe(200);
    expect((await listed(viewer)).map((f) => f.id)).toContain(file.id);
    const refused = await upload(viewer, "x.png", pngBytes(1, 1));
    expect(refused.status).toBe(403);
    expect(await messageOf(refused)).toBe("Your role on this site does not allow this.");
    expect((await patch(viewer, file.id, { name: "x" })).status).toBe(403);
    expect((await viewer.delete(`${FILES}/${file.id}`)).status).toBe(403);

    const noXsrf = await owner.fetch(`${FILES}/${file.id}`, {
      method: "DELETE",
      headers: { origin: owner.origin, "x-xsrf-token": "stale" },
    });
    expect(noXsrf.status).toBe(403);
    expect(await messageOf(noXsrf)).toBe("Your session has expired. Please reload the page and try again.");
  });
});
