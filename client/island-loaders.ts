// The browser's island registry: one dynamic import per island, so each is its own chunk and a
// page downloads only the islands it shows. Names match client/islands/index.ts (a unit test
// checks they stay the same).
// The header's cart counter is on every page and hydrates at once, and the product page's pill
// cart shares its cart store: both ride in the entry, with the cart helpers, rather than in a chunk
// (and a gzip stream) of their own that every page fetched beside it.
import type { FunctionComponent } from "react";
import { CartCounter } from "./islands/CartCounter";
import { PillCart } from "./islands/PillCart";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Island = FunctionComponent<any>;

export const ISLAND_LOADERS: Record<string, () => Promise<Island>> = {
  CartCounter: async () => CartCounter,
  CartView: () => import("./islands/CartView").then((m) => m.CartView),
  ChartBlock: () => import("./islands/ChartBlock").then((m) => m.ChartBlock),
  FormBlock: () => import("./islands/form-block/FormBlock").then((m) => m.FormBlock),
  ItemSocial: () => import("./islands/ItemSocial").then((m) => m.ItemSocial),
  LanguageSuggestion: () => import("./islands/LanguageSuggestion").then((m) => m.LanguageSuggestion),
  MoreReviews: () => import("./islands/MoreReviews").then((m) => m.MoreReviews),
  NewsletterBlock: () => import("./islands/NewsletterBlock").then((m) => m.NewsletterBlock),
  Checkout: () => import("./islands/Checkout").then((m) => m.Checkout),
  PillCart: async () => PillCart,
  ProductCardActions: () => import("./islands/ProductCardActions").then((m) => m.ProductCardActions),
  ProductForm: () => import("./islands/ProductForm").then((m) => m.ProductForm),
  ReviewForm: () => import("./islands/ReviewForm").then((m) => m.ReviewForm),
};
