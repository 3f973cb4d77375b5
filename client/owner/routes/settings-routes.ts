// The site's settings screens, added to the router as one list (router.tsx).
import { connectionsRoute } from "./connections";
import { domainsRoute } from "./domains";

export const settingsRoutes = [domainsRoute, connectionsRoute] as const;
