// The owner's API key calls' bodies, shared by the worker and the panel's form.
import { z } from "zod";
import { API_KEY_NAME_REQUIRED, API_KEY_NAME_TOO_LONG, API_KEY_SCOPES_REQUIRED } from "./messages";
import { API_SCOPES } from "./scopes";

export const createApiKeyBody = z.object({
  name: z.string(API_KEY_NAME_REQUIRED).trim().min(1, API_KEY_NAME_REQUIRED).max(80, API_KEY_NAME_TOO_LONG),
  scopes: z
    .array(z.enum(API_SCOPES), API_KEY_SCOPES_REQUIRED)
    .min(1, API_KEY_SCOPES_REQUIRED)
    .max(API_SCOPES.length)
    .transform((scopes) => [...new Set(scopes)]),
});
export type CreateApiKeyBody = z.input<typeof createApiKeyBody>;
