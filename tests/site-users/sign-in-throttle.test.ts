// Member sign-in throttles under attack (issue 22, item 1): parallel guesses cannot pass the
// limit, and guesses are counted per client address as well (docs/throttles.md).
import { describe, expect, it } from "vitest";
import { Member, MEMBER_PASSWORD } from "./helpers";

const FAILED = { message: "The email or password is incorrect." };
const THROTTLED = { message: "Too many failed sign-ins. Please try again in 15 minutes." };

async function memberBrowser(address: string): Promise<Member> {
  const member = new Member();
  member.address = address;
  await member.fetch("/api/commerce/shopping-cart");
  return member;
}

const tally = (statuses: number[]) =>
  statuses.reduce<Record<number, number>>((all, s) => ({ ...all, [s]: (all[s] ?? 0) + 1 }), {});

describe("member sign-in throttle", () => {
  it("lets exactly 5 of 50 parallel wrong passwords be checked and refuses the other 45 with 429", async () => {
    expect((await new Member().signUp("parallel-member@example.com")).status).toBe(201);
    const member = await memberBrowser("198.51.100.11");
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, i) => member.signIn("parallel-member@example.com", `guess number ${i}`)),
    );
    expect(tally(responses.map((r) => r.status))).toEqual({ 401: 5, 429: 45 });
    for (const res of responses) expect(await res.json()).toEqual(res.status === 401 ? FAILED : THROTTLED);
    expect((await member.signIn("parallel-member@example.com", MEMBER_PASSWORD)).status).toBe(429);
  });

  it("counts one client address's guesses whatever the email: 30 in 15 minutes", async () => {
    expect((await new Member().signUp("spared-member@example.com")).status).toBe(201);
    const member = await memberBrowser("192.0.2.120");
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++)
      statuses.push((await member.signIn(`member${i}@example.com`, "guess")).status);
    expect(tally(statuses)).toEqual({ 401: 30, 429: 1 });
    expect(statuses.at(-1)).toBe(429);
    expect((await (await memberBrowser("192.0.2.121")).signIn("spared-member@example.com")).status).toBe(200);
  });
});
