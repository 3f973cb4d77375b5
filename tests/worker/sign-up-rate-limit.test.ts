// Sign-ups per client address (CF-Connecting-IP), through the SIGN_UP_CLIENT_LIMIT binding: 10 a
// minute, for owners (each sign-up makes a site) and for a site's members. Over the limit: 429
// 'Please try again in a few seconds.' with Retry-After 60, and nothing is made.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { TRY_AGAIN_IN_A_FEW_SECONDS } from "../../worker/commerce/messages";
import { ACCOUNT } from "../site-users/helpers";
import { Visitor } from "./helpers";

const LIMIT = 10;
let nextAddress = 1;
/** A client address no other test uses, so counts do not leak between tests. */
const freshAddress = () => `203.0.113.${nextAddress++}`;

function from(address: string): Visitor {
  const visitor = new Visitor();
  visitor.address = address;
  return visitor;
}

let made = 0;
const ownerSignUp = (address: string) => {
  const n = ++made;
  return from(address).post("/api/owner/sign-up", {
    email: `limited-owner-${n}@example.com`,
    password: "a long enough password",
    siteName: `limited${n}`,
    siteTitle: `Limited ${n}`,
  });
};
const memberSignUp = (address: string) =>
  from(address).post(ACCOUNT, {
    email: `limited-member-${++made}@example.com`,
    password: "member password 1",
  });

/**
 * Sign-ups from one address until one is refused: the statuses, and the refused answer. A fixed
 * window may turn over while they run, so up to twice the limit can pass.
 */
async function untilRefused(signUp: (address: string) => Promise<Response>, address: string) {
  const statuses: number[] = [];
  for (let i = 0; i <= 2 * LIMIT; i++) {
    const res = await signUp(address);
    statuses.push(res.status);
    if (res.status === 429) return { statuses, refused: res };
    await res.body?.cancel();
  }
  throw new Error(`never refused: ${statuses.join(" ")}`);
}

const count = async (sql: string) => (await env.DB.prepare(sql).first<{ n: number }>())!.n;

describe("sign-ups per client address", () => {
  it.each([
    ["an owner's (each makes a site)", ownerSignUp, "owner_accounts", "limited-owner"],
    ["a member's", memberSignUp, "site_users", "limited-member"],
  ] as const)(
    "refuses %s eleventh sign-up in a minute with 429, making nothing, and not another address's",
    async (_who, signUp, table, emailPrefix) => {
      const { statuses, refused } = await untilRefused(signUp, freshAddress());
      expect(statuses.slice(0, -1).every((s) => s === 201)).toBe(true);
      expect(statuses.length).toBeGreaterThan(LIMIT);
      expect(await refused.json()).toEqual({ message: TRY_AGAIN_IN_A_FEW_SECONDS });
      expect(refused.headers.get("retry-after")).toBe("60");
      const email = `${emailPrefix}-${made}@example.com`;
      expect(await count(`SELECT count(*) AS n FROM ${table} WHERE email = '${email}'`)).toBe(0);
      expect((await signUp(freshAddress())).status).toBe(201);
    },
  );
});
