// The catalogue's screens (products editor, categories and tags, reviews), added to the route tree together.
import { editProductRoute, newProductRoute } from "./product-editor";
import { reviewsRoute } from "./reviews";
import { taxonomyRoute } from "./taxonomy";

export const catalogRoutes = [newProductRoute, editProductRoute, taxonomyRoute, reviewsRoute] as const;
