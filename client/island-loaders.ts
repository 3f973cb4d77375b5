// The browser's island registry: one dynamic import per island, so each is its own chunk and a
// page downloads only the islands it shows. Names match client/islands/index.ts (a unit test
// checks they stay the same).
import type { FunctionComponent } from "react";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Island = FunctionComponent<any>;

export const ISLAND_LOADERS: Record<string, () => Promise<Island>> = {
  CartCounter: () => import("./islands/CartCounter").then((m) => m.CartCounter),
  CartView: () => import("./islands/CartView").then((m) => m.CartView),
  ChartBlock: () => import("./islands/ChartBlock").then((m) => m.ChartBlock),
  FormBlock: () => import("./islands/form-block/FormBlock").then((m) => m.FormBlock),
  ItemSocial: () => import("./islands/ItemSocial").then((m) => m.ItemSocial),
  LanguageSuggestion: () => import("./islands/LanguageSuggestion").then((m) => m.LanguageSuggestion),
  MoreReviews: () => import("./islands/MoreReviews").then((m) => m.MoreReviews),
  NewsletterBlock: () => import("./islands/NewsletterBlock").then((m) => m.NewsletterBlock),
  Checkout: () => import("./islands/Checkout").then((m) => m.Checkout),
  PillCart: () => import("./islands/PillCart").then((m) => m.PillCart),
  ProductCardActions: () => import("./islands/ProductCardActions").then((m) => m.ProductCardActions),
  ProductForm: () => import("./islands/ProductForm").then((m) => m.ProductForm),
  ReviewForm: () => import("./islands/ReviewForm").then((m) => m.ReviewForm),
};
