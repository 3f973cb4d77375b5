// The demo store's digital file (the handbook), put into the FILES bucket the first time someone
// downloads it, so a fresh local R2 needs no separate seeding step.
import { digitalFileKey } from "../orders/downloads";
import { DemoProduct } from "./demo-data";

export const DEMO_HANDBOOK_FILE = {
  filename: "dyers-handbook.pdf",
  contentType: "application/pdf",
  // A minimal one-page PDF: enough for a browser to recognise the file.
  body:
    "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n" +
    "3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
};

/** The demo file for this item, put into the bucket, or null for any other item. */
export async function ensureDemoFile(bucket: R2Bucket, itemId: string): Promise<R2ObjectBody | null> {
  if (itemId !== DemoProduct.HANDBOOK) return null;
  const f = DEMO_HANDBOOK_FILE;
  await bucket.put(digitalFileKey(itemId), f.body, {
    httpMetadata: { contentType: f.contentType, contentDisposition: `attachment; filename="${f.filename}"` },
  });
  return bucket.get(digitalFileKey(itemId));
}
