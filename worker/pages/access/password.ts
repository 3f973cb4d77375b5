// Page passwords, stored as "pbkdf2-sha256$<iterations>$<salt>$<hash>" (base64url). PBKDF2 through
// WebCrypto; workerd refuses more than 100,000 iterations, so that is the default. The same code
// runs in Node (scripts) and in the worker.
const ALGORITHM = "pbkdf2-sha256";
export const PBKDF2_ITERATIONS = 100_000;

const encoder = new TextEncoder();

export function toBase64Url(bytes: Uint8Array): string {
  let s = "";
  for (const b of bytes) s += String.fromCharCode(b);
  return btoa(s).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

function fromBase64Url(text: string): Uint8Array | undefined {
  try {
    const s = atob(text.replace(/-/g, "+").replace(/_/g, "/"));
    return Uint8Array.from(s, (c) => c.charCodeAt(0));
  } catch {
    return undefined;
  }
}

async function derive(password: string, salt: Uint8Array, iterations: number): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey("raw", encoder.encode(password), "PBKDF2", false, ["deriveBits"]);
  const bits = await crypto.subtle.deriveBits(
    { name: "PBKDF2", hash: "SHA-256", salt: salt as BufferSource, iterations },
    key,
    256,
  );
  return new Uint8Array(bits);
}

export async function hashPassword(password: string, iterations = PBKDF2_ITERATIONS): Promise<string> {
  const salt = crypto.getRandomValues(new Uint8Array(16));
  const hash = await derive(password, salt, iterations);
  return [ALGORITHM, iterations, toBase64Url(salt), toBase64Url(hash)].join("$");
}

/** Same length and content, in time that does not depend on where they differ. */
export function constantTimeEqual(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a[i]! ^ b[i]!;
  return diff === 0;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [algorithm, rounds, saltText, hashText] = stored.split("$");
  const iterations = Number(rounds);
  const salt = fromBase64Url(saltText ?? "");
  const expected = fromBase64Url(hashText ?? "");
  if (algorithm !== ALGORITHM || !Number.isInteger(iterations) || iterations < 1) return false;
  if (iterations > PBKDF2_ITERATIONS || !salt || !expected) return false;
  return constantTimeEqual(await derive(password, salt, iterations), expected);
}

/** Compared against when an account is unknown, so an unknown email costs as much as a wrong password. */
let decoy: Promise<string> | undefined;

/** Whether `password` opens `stored`; with no stored hash (unknown account) false, in the same time. */
export async function passwordOpens(password: string, stored: string | undefined): Promise<boolean> {
  const matches = await verifyPassword(
    password,
    stored ?? (await (decoy ??= hashPassword("decoy password"))),
  );
  return stored !== undefined && matches;
}
