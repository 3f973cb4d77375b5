// The secrets development needs in .dev.vars, each a random value made once per install: the
// worker has no default for them (worker/http/missing-secret.ts), and a constant in the source
// would be everyone's. Plain JavaScript with no imports, so `npm install` can run it before any
// dependency is there, and the workerd tests can import it.

/** Secrets that must be set in development as in production (README, "Deploying"). */
export const DEV_SECRETS = ["DOWNLOAD_SECRET", "CONNECTIONS_SECRET_KEY"];

/**
 * `text` (a .dev.vars file, or "" for none) with a line `NAME=<random>` added for each of DEV_SECRETS
 * it does not set; lines already there are kept as they are. `randomHex()` makes one value.
 */
export function withDevSecrets(text, randomHex) {
  const has = (name) => new RegExp(`^\\s*${name}\\s*=\\s*\\S`, "m").test(text);
  const missing = DEV_SECRETS.filter((name) => !has(name));
  if (missing.length === 0) return text;
  const head = text === "" || text.endsWith("\n") ? text : `${text}\n`;
  return `${head}${missing.map((name) => `${name}=${randomHex()}\n`).join("")}`;
}
