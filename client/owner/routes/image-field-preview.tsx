// /config/files/image-field: the ImageField that blocks use, on its own, with the ImageRef it
// gives, so the field can be tried (and tested in Chromium) before the page builder embeds it.
// Not in the navigation. The screen is its own chunk (image-field-preview-screen.tsx).
import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { requireAccount } from "./guards";
import { rootRoute } from "./root";

export const imageFieldPreviewRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/files/image-field",
  beforeLoad: requireAccount,
  component: lazyRouteComponent(() => import("./image-field-preview-screen"), "ImageFieldPreview"),
});
