// The panel's commerce preferences over the worker's calls
// (GET and PUT /api/v1/commerce-preferences/{namespace}); the behaviour is commerce-preferences-cache.ts.
import { answer, appApi } from "./api";
import { createCommercePreferences } from "./commerce-preferences-cache";

export { REFETCH_EVENT } from "./commerce-preferences-cache";

const route = appApi.v1["commerce-preferences"][":namespace"];

/** The panel's one instance, over the worker's calls. */
export const commercePreferences = createCommercePreferences({
  transport: {
    get: (namespace) => answer(route.$get({ param: { namespace } })),
    put: (namespace, preferences) => answer(route.$put({ param: { namespace }, json: preferences })),
  },
  events: window,
  report: (message, error) => console.error(message, error),
});
