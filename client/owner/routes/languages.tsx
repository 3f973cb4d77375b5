// /config/languages: the languages the site offers besides its main one (PUT
// /api/multilingual/languages, settings:write), each served under its own prefix (/fr/…), and
// disconnecting them all (DELETE /api/multilingual/connection). Translations are kept. The screen
// is its own chunk (languages-screen.tsx), loaded when opened.
import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { answer, appApi } from "../api";
import { ScreenError } from "../components/ScreenError";
import { requireAccount } from "./guards";
import { rootRoute } from "./root";

const multilingual = appApi.multilingual;
const load = async () => {
  const [languages, status] = await Promise.all([
    answer(multilingual.languages.$get()),
    answer(multilingual.status.$get()),
  ]);
  return { languages, status };
};

export const languagesRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/languages",
  beforeLoad: requireAccount,
  loader: load,
  component: lazyRouteComponent(() => import("./languages-screen"), "LanguagesScreen"),
  errorComponent: ScreenError,
});
