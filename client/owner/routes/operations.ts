// The screens of restock sign-ups, form submissions and API keys, added to the router as one list
// (router.tsx), so other screens' additions do not touch these lines.
import { apiKeysRoute } from "./api-keys";
import { discountsRoute } from "./discounts";
import { formBuilderRoute } from "./form-builder";
import { formSubmissionsRoute } from "./form-submissions";
import { formsRoute } from "./forms";
import { restockSignupsRoute } from "./restock-signups";
import { restockRoute } from "./restock";

export const operationsRoutes = [
  restockRoute,
  restockSignupsRoute,
  formsRoute,
  formSubmissionsRoute,
  formBuilderRoute,
  apiKeysRoute,
  discountsRoute,
] as const;
