// Every island, by the name pages use in `{value|island Name}` and `data-island`. The server
// renders from this table; the browser loads each island's own chunk (client/island-loaders.ts).
import type { FunctionComponent } from "react";
import { CartCounter } from "./CartCounter";
import { CartView } from "./CartView";
import { ChartBlock } from "./ChartBlock";
import { FormBlock } from "./form-block/FormBlock";
import { ItemSocial } from "./ItemSocial";
import { LanguageSuggestion } from "./LanguageSuggestion";
import { MoreReviews } from "./MoreReviews";
import { NewsletterBlock } from "./NewsletterBlock";
import { Checkout } from "./Checkout";
import { PillCart } from "./PillCart";
import { ProductCardActions } from "./ProductCardActions";
import { ProductForm } from "./ProductForm";
import { ReviewForm } from "./ReviewForm";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const ISLANDS: Record<string, FunctionComponent<any>> = {
  CartCounter,
  CartView,
  ChartBlock,
  FormBlock,
  ItemSocial,
  LanguageSuggestion,
  MoreReviews,
  NewsletterBlock,
  Checkout,
  PillCart,
  ProductCardActions,
  ProductForm,
  ReviewForm,
};

/**
 * When an island hydrates: at once, when the browser is idle, when it scrolls into view, once a
 * cart exists, or on the visitor's first pointer, touch or focus inside it (see client/main.tsx).
 */
export type Hydrate = "load" | "idle" | "visible" | "cart" | "interaction";

export const HYDRATE: Record<string, Hydrate> = {
  CartCounter: "load",
  CartView: "load",
  ChartBlock: "visible",
  // Forms show as the server rendered them until the visitor points at, touches or focuses them:
  // no page pays for a form nobody uses. A submit before then is held and replayed (client/main.tsx).
  FormBlock: "interaction",
  // The like button and comment form of a post or event: most visitors only read.
  ItemSocial: "visible",
  LanguageSuggestion: "idle",
  // The product page's Show more reviews: most visitors never press it, so its chunk is not part
  // of a product page's first visit; a press before then is held and replayed.
  MoreReviews: "interaction",
  NewsletterBlock: "interaction",
  Checkout: "load",
  PillCart: "cart",
  ProductCardActions: "visible",
  ProductForm: "load",
  ReviewForm: "interaction",
};
