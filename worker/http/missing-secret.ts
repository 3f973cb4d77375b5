// Secrets the worker signs or seals with have no default in the source: a constant would be known
// to everyone who can read this repository. Without the secret the feature that needs it refuses
// (503 with this message) and the rest of the site keeps working. Development gets a random value
// per install in .dev.vars (scripts/dev-secrets.mjs); a deployment sets it with `wrangler secret put`.

/** Thrown where a secret is needed but not set; the route answers 503 with `message`. */
export class MissingSecretError extends Error {
  constructor(
    readonly secret: string,
    feature: string,
  ) {
    super(`${feature} are unavailable: the ${secret} secret is not set.`);
    this.name = "MissingSecretError";
  }
}

/** The secret's value, or a MissingSecretError naming it when it is unset or empty. */
export function requireSecret(value: string | undefined, secret: string, feature: string): string {
  if (!value) throw new MissingSecretError(secret, feature);
  return value;
}
