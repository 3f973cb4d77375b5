// The product editor's data (products/new and products/$productId): the collections to choose a
// store page from, the website id, and the product when editing one. Loaded by the routes
// (product-editor.tsx) and again by the editor after a save, for the new variants' ids.
import { answer, api } from "../api";

export type Loaded = Awaited<ReturnType<typeof loadEditor>>;
export type LoadedProduct = NonNullable<Loaded["product"]>;

export async function loadEditor(productId: string | undefined) {
  const [{ collections, websiteId }, product] = await Promise.all([
    answer(api.catalog.collections.$get()),
    productId
      ? answer(api.catalog.products[":productId"].$get({ param: { productId } })).then((b) => b.product)
      : Promise.resolve(undefined),
  ]);
  return { collections, websiteId, product };
}
