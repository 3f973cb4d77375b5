// Every island, by the name pages use in `{value|island Name}` and `data-island`. The server
// renders from this table; the browser loads each island's own chunk (client/island-loaders.ts).
import type { FunctionComponent } from "react";
import { CartCounter } from "./CartCounter";
import { CartView } from "./CartView";
import { Checkout } from "./Checkout";
import { PillCart } from "./PillCart";
import { ProductCardActions } from "./ProductCardActions";
import { ProductForm } from "./ProductForm";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const ISLANDS: Record<string, FunctionComponent<any>> = {
  CartCounter,
  CartView,
  Checkout,
  PillCart,
  ProductCardActions,
  ProductForm,
};

/**
 * When an island hydrates: at once, when the browser is idle, when it scrolls into view, or once a
 * cart exists (see client/main.tsx).
 */
export type Hydrate = "load" | "idle" | "visible" | "cart";

export const HYDRATE: Record<string, Hydrate> = {
  CartCounter: "load",
  CartView: "load",
  Checkout: "load",
  PillCart: "cart",
  ProductCardActions: "visible",
  ProductForm: "load",
};
