// The props each island gets from the template value it is applied to. Props are all the
// client receives, so they hold what the island shows and nothing more.
import { productFormModel } from "../commerce/product-form";
import type { Json } from "../commerce/json";
import { getPath } from "../template/values";
import type { IslandProps } from "./islands";

export const ISLAND_PROPS: Record<string, IslandProps> = {
  CartCounter: () => ({}),
  ProductForm: (item, ctx) =>
    productFormModel(
      item as Json,
      getPath(ctx.resolve(["websiteSettings"]), ["storeSettings"]) as Json,
    ) as unknown as Record<string, unknown>,
  CartView: (_value, ctx) => ({
    currency: getPath(ctx.resolve(["websiteSettings"]), ["storeSettings", "selectedCurrency"]) ?? "USD",
    locale: ctx.locale ?? "en-US",
    shopUrl: getPath(ctx.resolve(["shop"]), ["fullUrl"]) ?? "/",
  }),
};
