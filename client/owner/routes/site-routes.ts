// The site's structure screens (navigation, header and footer), added to the router as one list.
import { headerFooterRoute } from "./header-footer";
import { navigationRoute } from "./navigation";

export const siteRoutes = [navigationRoute, headerFooterRoute] as const;
