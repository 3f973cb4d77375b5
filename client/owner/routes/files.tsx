// /config/files: the site's file manager (files-screen.tsx, its own chunk: the drop zone, sliders and
// dialogs load only when an owner opens it). Listing needs content:read; the worker refuses the rest.
import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { ScreenError } from "../components/ScreenError";
import { loadFilesAndStorage } from "../components/files/files-api";
import { requireAccount } from "./guards";
import { rootRoute } from "./root";

export const filesRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/files",
  beforeLoad: requireAccount,
  loader: loadFilesAndStorage,
  component: lazyRouteComponent(() => import("./files-screen"), "FilesScreen"),
  errorComponent: ScreenError,
});
