// A page's content in one of the site's other languages (PUT /api/multilingual/pages/{collectionId}/
// {language}). The page document is the builder's (another part of the panel); it is kept as JSON
// here and handed to the page renderer as it is (translatedPage in worker/db/translations.ts).
import { z } from "zod";

export const MAX_TRANSLATED_DOCUMENT_BYTES = 256 * 1024;
export const TRANSLATED_DOCUMENT_TOO_LARGE = "The translated page is larger than 256 KB.";

export const translationBody = z
  .object({
    title: z.string().trim().min(1, "Please enter the page's translated title.").max(200),
    /** Empty: the navigation shows the translated title. */
    navigationTitle: z.string().trim().max(100).default(""),
    description: z.string().trim().max(1000).default(""),
    /** The translated page document; null keeps the main language's sections. */
    document: z
      .json()
      .nullable()
      .default(null)
      .refine(
        (doc) => doc === null || JSON.stringify(doc).length <= MAX_TRANSLATED_DOCUMENT_BYTES,
        TRANSLATED_DOCUMENT_TOO_LARGE,
      ),
  })
  .strict();

export type TranslationBody = z.infer<typeof translationBody>;
