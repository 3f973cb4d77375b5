// How the islands' build groups modules into chunks (vite.config.ts), shared with bench/js-size.ts.
// Each chunk is its own response with its own gzip stream, whose framing and lost shared context
// cost a good part of a small chunk's size: modules that load together ride together.

/**
 * The islands' entry: React, the island table and hydration, and the cart helpers with the header's
 * cart counter (on every page, hydrated at once) and the product page's pill cart, which a chunk of
 * their own made every page fetch beside it. The loader of island parts (lazy-part.ts) too.
 * Rolldown keeps the entry module's file as a one-line facade importing this chunk.
 */
export const ENTRY_CHUNK =
  /client\/(main\.tsx|island-loaders\.ts|early-taps(-global)?\.ts|islands\/(cart-api|cart-store|cart-count|cart-added-event|crumb|lazy-part|part-preload)\.ts|islands\/(CartCounter|PillCart)\.tsx|analytics\/signal\.ts)|node_modules\/(react|react-dom|scheduler)\/|worker\/commerce\/(format-minor|messages)\.ts|worker\/http\/messages\.ts|vite\/preload-helper/;

/**
 * What a product page loads later than its form, on first need, as one chunk: the native-dialog
 * wrapper and the two dialogs built on it (instalment info, additional fields), the restock form
 * (a sold-out variant) and the gallery's enhancement (first touch of the gallery). Apart they were
 * five chunks of 0.2 to 1.3 KB gzip; a page that needs one has the others' few hundred bytes with
 * it (issue 19's budget counts them all). The quick view (listing pages) shares the dialog wrapper.
 */
export const PARTS_CHUNK =
  /client\/islands\/(Dialog|InstalmentInfo|AdditionalFieldsDialog|RestockForm)\.tsx|client\/islands\/(restock-api|product-parts)\.ts|worker\/forms\/restock-messages\.ts|client\/gallery\.ts/;

export const CHUNK_GROUPS = [
  { name: "main", test: ENTRY_CHUNK },
  { name: "parts", test: PARTS_CHUNK },
];
