// The catalogue's screens (products editor, categories and tags), added to the route tree together.
import { editProductRoute, newProductRoute } from "./product-editor";
import { taxonomyRoute } from "./taxonomy";

export const catalogRoutes = [newProductRoute, editProductRoute, taxonomyRoute] as const;
