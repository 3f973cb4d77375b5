// The site's settings screens, added to the router as one list (router.tsx).
import { domainsRoute } from "./domains";

export const settingsRoutes = [domainsRoute] as const;
