// A page's content in one of the site's other languages (PUT /api/multilingual/pages/{collectionId}/
// {language}). The translated page document is checked by the site builder's own schema, so the
// page renderer takes it as it takes the main language's layout (worker/pages/page-language.ts).
import { z } from "zod";
import { pageDocumentSchema } from "../site-content/document";

export const MAX_TRANSLATED_DOCUMENT_BYTES = 256 * 1024;
export const TRANSLATED_DOCUMENT_TOO_LARGE = "The translated page is larger than 256 KB.";

export const translationBody = z
  .object({
    title: z.string().trim().min(1, "Please enter the page's translated title.").max(200),
    /** Empty: the navigation shows the translated title. */
    navigationTitle: z.string().trim().max(100).default(""),
    description: z.string().trim().max(1000).default(""),
    /** The translated page document; null or left out keeps the main language's sections. */
    document: z
      .unknown()
      .refine(
        (doc) => doc === null || JSON.stringify(doc).length <= MAX_TRANSLATED_DOCUMENT_BYTES,
        TRANSLATED_DOCUMENT_TOO_LARGE,
      )
      .pipe(pageDocumentSchema.nullable())
      .optional(),
  })
  .strict();

export type TranslationBody = z.infer<typeof translationBody>;
