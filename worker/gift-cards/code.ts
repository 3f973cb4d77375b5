// Gift card codes: 16 characters of Crockford's base32 (digits and capital letters without I, L,
// O and U), 80 random bits, shown in four groups (7K3M-Q9XD-…). Unguessable, and readable aloud or
// off a card: typing O for 0, I or L for 1, lower case, spaces or dashes all read the same code.
// Only a SHA-256 of the code is stored (with its last 4 characters for display): whoever reads the
// database cannot spend the cards. An unsalted hash is enough: 80 random bits cannot be guessed.

const ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
export const CODE_LENGTH = 16;
const GROUP = 4;

/** A new code, unformatted (16 characters). */
export function newGiftCardCode(): string {
  // 32 symbols: the low 5 bits of a random byte pick one uniformly.
  const bytes = crypto.getRandomValues(new Uint8Array(CODE_LENGTH));
  return Array.from(bytes, (b) => ALPHABET[b & 31]).join("");
}

/** "7K3MQ9XD…" as "7K3M-Q9XD-…", the way the code is shown and emailed. */
export function formatGiftCardCode(code: string): string {
  return code.match(new RegExp(`.{1,${GROUP}}`, "g"))!.join("-");
}

/** What a visitor typed, as the stored form of a code; undefined if it cannot be one. */
export function normalizeGiftCardCode(input: string): string | undefined {
  const code = input.toUpperCase().replace(/[\s-]/g, "").replace(/O/g, "0").replace(/[IL]/g, "1");
  if (code.length !== CODE_LENGTH) return undefined;
  for (const ch of code) if (!ALPHABET.includes(ch)) return undefined;
  return code;
}

export async function hashGiftCardCode(code: string): Promise<string> {
  const hash = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(code)));
  return Array.from(hash, (b) => b.toString(16).padStart(2, "0")).join("");
}

export const giftCardLast4 = (code: string) => code.slice(-GROUP);
