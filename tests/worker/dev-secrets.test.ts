// Development's secrets (scripts/dev-secrets-lines.mjs, written into .dev.vars by `npm install`,
// `npm run dev`, `npm run build`): a random value per install, never a constant, never overwritten.
import { describe, expect, it } from "vitest";
import { DEV_SECRETS, withDevSecrets } from "../../scripts/dev-secrets-lines.mjs";

const randomHex = () =>
  [...crypto.getRandomValues(new Uint8Array(32))].map((b) => b.toString(16).padStart(2, "0")).join("");
const valueOf = (text: string, name: string) => new RegExp(`^${name}=(.*)$`, "m").exec(text)?.[1];

describe("development secrets", () => {
  it("gives a fresh install a random value for the download and webhook secrets", () => {
    const first = withDevSecrets("", randomHex);
    expect(DEV_SECRETS).toEqual(["DOWNLOAD_SECRET", "CONNECTIONS_SECRET_KEY"]);
    for (const name of DEV_SECRETS) expect(valueOf(first, name)).toMatch(/^[0-9a-f]{64}$/);
    const second = withDevSecrets("", randomHex);
    for (const name of DEV_SECRETS) expect(valueOf(second, name)).not.toBe(valueOf(first, name));
  });

  it("keeps an install's values and its other lines, and adds only what is missing", () => {
    const mine = "OWNER_API_TOKEN=abc\nDOWNLOAD_SECRET=kept-as-it-is";
    const after = withDevSecrets(mine, randomHex);
    expect(after.startsWith(`${mine}\n`)).toBe(true);
    expect(valueOf(after, "DOWNLOAD_SECRET")).toBe("kept-as-it-is");
    expect(valueOf(after, "CONNECTIONS_SECRET_KEY")).toMatch(/^[0-9a-f]{64}$/);
    expect(withDevSecrets(after, randomHex)).toBe(after);
  });
});
