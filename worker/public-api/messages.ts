// What the public REST API and the panel's API keys screen say (ours: the spec leaves the public
// API out). Rate limiting answers the spec's own 'Please try again in a few seconds.'.
import type { ApiScope } from "./scopes";

export const API_KEY_REQUIRED = "Send an API key in the Authorization header: Bearer <key>.";
export const API_KEY_INVALID = "This API key is not valid or has been revoked.";
export const scopeMissing = (scope: ApiScope) => `This API key does not have the ${scope} scope.`;
export const API_KEY_NAME_REQUIRED = "Give the key a name.";
export const API_KEY_NAME_TOO_LONG = "Use at most 80 characters for the key's name.";
export const API_KEY_SCOPES_REQUIRED = "Choose at least one scope.";
export const API_KEY_NOT_FOUND = "There is no such API key on this site.";
export const TOO_MANY_API_KEYS = "A site can have at most 50 active API keys. Revoke one first.";
export const variantNotFound = (variantId: string) => `There is no variant ${variantId} on this site.`;
export const formNotFound = (formId: string) => `There is no form ${formId} on this site.`;
