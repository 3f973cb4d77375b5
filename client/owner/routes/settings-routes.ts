// The site's settings screens, added to the router as one list (router.tsx).
import { connectionsRoute } from "./connections";
import { customCssRoute } from "./custom-css";
import { domainsRoute } from "./domains";
import { shippingRoute } from "./shipping";
import { storeSettingsRoute } from "./store-settings";
import { taxesRoute } from "./taxes";

export const settingsRoutes = [
  domainsRoute,
  customCssRoute,
  connectionsRoute,
  shippingRoute,
  taxesRoute,
  storeSettingsRoute,
] as const;
