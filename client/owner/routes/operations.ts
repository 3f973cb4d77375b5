// The screens of restock sign-ups, form submissions and API keys, added to the router as one list
// (router.tsx), so other screens' additions do not touch these lines.
import { apiKeysRoute } from "./api-keys";
import { discountsRoute } from "./discounts";
import { formSubmissionsRoute } from "./form-submissions";
import { formsRoute } from "./forms";
import { restockSignupsRoute } from "./restock-signups";
import { restockRoute } from "./restock";

export const operationsRoutes = [
  restockRoute,
  restockSignupsRoute,
  formsRoute,
  formSubmissionsRoute,
  apiKeysRoute,
  discountsRoute,
] as const;
