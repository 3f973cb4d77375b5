// The site's settings screens, added to the router as one list (router.tsx).
import { connectionsRoute } from "./connections";
import { customCssRoute } from "./custom-css";
import { domainsRoute } from "./domains";
import { shippingRoute } from "./shipping";

export const settingsRoutes = [domainsRoute, customCssRoute, connectionsRoute, shippingRoute] as const;
