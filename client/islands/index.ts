// Every island, by the name pages use in `{value|island Name}` and `data-island`.
import type { FunctionComponent } from "react";
import { CartCounter } from "./CartCounter";
import { CartView } from "./CartView";
import { ProductForm } from "./ProductForm";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const ISLANDS: Record<string, FunctionComponent<any>> = { CartCounter, CartView, ProductForm };
