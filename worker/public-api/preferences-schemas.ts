// The public API's commerce-preferences shape (docs/store-settings.md), registered for the OpenAPI
// document. One object per namespace; the store's own namespaces have fixed fields, checked
// strictly (commerce/store-settings.ts), any other namespace holds what it is given.
import { z } from "zod";
import { STORE_SETTINGS_NAMESPACES } from "../commerce/store-settings";
import { publicApiRegistry } from "./schemas";

export const publicPreferences = z
  .record(z.string(), z.unknown())
  .describe(
    `A namespace's preferences plus websiteId (dropped when sent). The store's namespaces ` +
      `(${STORE_SETTINGS_NAMESPACES.join(", ")}) take exactly their fields, as docs/store-settings.md lists.`,
  );
publicApiRegistry.add(publicPreferences, { id: "CommercePreferences" });
