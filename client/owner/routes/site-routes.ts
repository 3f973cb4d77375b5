// The site's structure screens (navigation, header and footer, languages), added to the router as one list.
import { headerFooterRoute } from "./header-footer";
import { languagesRoute } from "./languages";
import { navigationRoute } from "./navigation";

export const siteRoutes = [navigationRoute, headerFooterRoute, languagesRoute] as const;
