// Captcha providers (spec sections 4, 7, 8): reCAPTCHA Enterprise score keys and Cloudflare
// Turnstile, verified by the worker against a local fake of each (no network), on the form
// submission (action form_block) and the restock sign-up (action product_waitlist).
import { env } from "cloudflare:workers";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { forgetAllWebsites } from "../../worker/db/website-memo";
import { captchaVerifierFor, noCaptcha, tokenPresenceOnly } from "../../worker/forms/captcha";
import { captchaProps } from "../../worker/forms/captcha-props";
import { recaptchaEnterprise } from "../../worker/forms/recaptcha-enterprise";
import { turnstile } from "../../worker/forms/turnstile";
import { Visitor } from "../worker/helpers";
import { installCaptchaFake } from "./captcha-fake";

afterEach(() => {
  vi.unstubAllGlobals();
});

const fakeFetch = (answer: () => Response | Promise<Response>) => {
  const calls: { url: string; body: any }[] = [];
  const fn = (async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(input), body: JSON.parse(String(init?.body)) });
    return answer();
  }) as typeof fetch;
  return { calls, fn };
};

describe("reCAPTCHA Enterprise verifier", () => {
  const assessment = (props: object, score: number) => () =>
    Response.json({
      tokenProperties: { valid: true, action: "form_block", ...props },
      riskAnalysis: { score },
    });

  it("creates an assessment with the token, site key, expected action and visitor address", async () => {
    const { calls, fn } = fakeFetch(assessment({}, 0.9));
    const verifier = recaptchaEnterprise({
      apiKey: "k/1",
      projectId: "my-project",
      siteKey: "site",
      fetch: fn,
    });
    expect(await verifier.assess("tok", "form_block", "203.0.113.9")).toBe("passed");
    expect(calls).toEqual([
      {
        url: "https://recaptchaenterprise.googleapis.com/v1/projects/my-project/assessments?key=k%2F1",
        body: {
          event: {
            token: "tok",
            siteKey: "site",
            expectedAction: "form_block",
            userIpAddress: "203.0.113.9",
          },
        },
      },
    ]);
  });

  it("fails an invalid token, another action's token, or a score under the threshold", async () => {
    const cases = [
      [assessment({ valid: false, invalidReason: "EXPIRED" }, 0.9), "failed"],
      [assessment({ action: "newsletter_block" }, 0.9), "failed"],
      [assessment({}, 0.3), "failed"],
      [assessment({}, 0.5), "passed"],
    ] as const;
    for (const [answer, outcome] of cases) {
      const verifier = recaptchaEnterprise({
        apiKey: "k",
        projectId: "p",
        siteKey: "s",
        fetch: fakeFetch(answer).fn,
      });
      expect(await verifier.assess("tok", "form_block", undefined)).toBe(outcome);
    }
  });

  it("is unavailable when Google refuses the call or cannot be reached", async () => {
    for (const answer of [
      () => new Response("{}", { status: 403 }),
      () => new Response("{}", { status: 500 }),
      () => Promise.reject(new TypeError("network down")),
    ]) {
      const verifier = recaptchaEnterprise({
        apiKey: "k",
        projectId: "p",
        siteKey: "s",
        fetch: fakeFetch(answer).fn,
      });
      expect(await verifier.assess("tok", "form_block", undefined)).toBe("unavailable");
    }
  });
});

describe("Turnstile verifier", () => {
  it("sends secret, response, remoteip and an idempotency key to siteverify", async () => {
    const { calls, fn } = fakeFetch(() => Response.json({ success: true, "error-codes": [] }));
    expect(
      await turnstile({ secret: "sec", fetch: fn }).assess("tok", "product_waitlist", "198.51.100.4"),
    ).toBe("passed");
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe("https://challenges.cloudflare.com/turnstile/v0/siteverify");
    expect(calls[0]!.body).toEqual({
      secret: "sec",
      response: "tok",
      remoteip: "198.51.100.4",
      idempotency_key: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
  });

  it("retries once after a 5xx with the same idempotency key, then passes", async () => {
    let n = 0;
    const { calls, fn } = fakeFetch(() =>
      ++n === 1 ? new Response("", { status: 502 }) : Response.json({ success: true, "error-codes": [] }),
    );
    expect(await turnstile({ secret: "sec", fetch: fn }).assess("tok", "form_block", undefined)).toBe(
      "passed",
    );
    expect(calls).toHaveLength(2);
    expect(calls[1]!.body.idempotency_key).toBe(calls[0]!.body.idempotency_key);
  });

  it("fails a refused token or another action's token; a bad secret or outage is unavailable", async () => {
    const cases = [
      [() => Response.json({ success: false, "error-codes": ["invalid-input-response"] }), "failed"],
      [() => Response.json({ success: false, "error-codes": ["timeout-or-duplicate"] }), "failed"],
      [() => Response.json({ success: true, "error-codes": [], action: "promo_popup_submission" }), "failed"],
      [() => Response.json({ success: true, "error-codes": [], action: "form_block" }), "passed"],
      [() => Response.json({ success: false, "error-codes": ["invalid-input-secret"] }), "unavailable"],
      [() => new Response("", { status: 503 }), "unavailable"],
      [() => Promise.reject(new TypeError("network down")), "unavailable"],
    ] as const;
    for (const [answer, outcome] of cases) {
      expect(
        await turnstile({ secret: "s", fetch: fakeFetch(answer).fn }).assess("tok", "form_block", undefined),
      ).toBe(outcome);
    }
  });
});

describe("choosing the verifier and the page's captcha config", () => {
  const secrets = {
    ...env,
    RECAPTCHA_ENTERPRISE_API_KEY: "k",
    RECAPTCHA_ENTERPRISE_PROJECT_ID: "p",
    TURNSTILE_SECRET_KEY: "t",
  };
  const noSecrets = { ...env, RECAPTCHA_ENTERPRISE_API_KEY: "", TURNSTILE_SECRET_KEY: "" };

  it("asks for no captcha when the site has no key", () => {
    expect(captchaVerifierFor({ captchaSettings: {} }, secrets)).toBe(noCaptcha);
    expect(captchaProps({ captchaSettings: {} })).toBeNull();
  });

  it("uses the site's provider when its secret is set, else only requires a token (development)", () => {
    const recaptcha = { captchaSettings: { siteKey: "rk", provider: "recaptcha-enterprise" as const } };
    const cf = { captchaSettings: { siteKey: "tk", provider: "turnstile" as const } };
    for (const site of [recaptcha, cf]) {
      const verifier = captchaVerifierFor(site, secrets);
      expect(verifier.enabled).toBe(true);
      expect(verifier).not.toBe(tokenPresenceOnly);
      expect(captchaVerifierFor(site, noSecrets)).toBe(tokenPresenceOnly);
    }
  });

  it("gives pages the provider and public site key, never a secret", () => {
    const config = captchaProps({ captchaSettings: { siteKey: "0x4AAA", provider: "turnstile" } });
    expect(config).toEqual({ provider: "turnstile", siteKey: "0x4AAA" });
    expect(captchaProps({ captchaSettings: { siteKey: "6Lc" } })).toEqual({
      provider: "recaptcha-enterprise",
      siteKey: "6Lc",
    });
  });
});

// --- Through the routes: the worker's fetch is the providers' fake. ---

const KEY = "/api/form/FormSubmissionKey";
const SAVE = "/api/form/SaveFormSubmission";
const RESTOCK = "/api/site-users/account/notifications/restock";
const RECAPTCHA_ORIGIN = "http://recaptcha.localhost";
let ip = 0;
const client = () => ({ "cf-connecting-ip": `192.0.2.${++ip}` });
const count = async (sql: string) => (await env.DB.prepare(sql).first<{ n: number }>())!.n;

async function keyFor(visitor: Visitor): Promise<string> {
  const res = await visitor.post(KEY, "");
  return ((await res.json()) as { data: { key: string } }).data.key;
}

describe("a form on a reCAPTCHA Enterprise site", () => {
  beforeAll(async () => {
    await env.DB.batch([
      env.DB.prepare(
        "INSERT INTO websites (id, identifier, title, captcha_site_key, captcha_provider) VALUES ('site_rc', 'rc', 'RC', '6Lc-site', 'recaptcha-enterprise')",
      ),
      env.DB.prepare(
        "INSERT INTO website_hosts (host, website_id) VALUES ('recaptcha.localhost', 'site_rc')",
      ),
      env.DB.prepare("INSERT INTO forms (id, website_id, definition) VALUES ('form_rc', 'site_rc', ?)").bind(
        JSON.stringify({ name: "Guarded", useCaptcha: true, fields: [{ id: "q", type: "text" }] }),
      ),
    ]);
  });

  const submit = async (captchaKey?: string) => {
    const visitor = new Visitor(RECAPTCHA_ORIGIN);
    const key = await keyFor(visitor);
    return visitor.post(SAVE, { formId: "form_rc", key, form: '{"q":"hi"}', captchaKey }, client());
  };
  const stored = () => count("SELECT count(*) AS n FROM form_submissions WHERE form_id = 'form_rc'");

  it("stores a submission whose token Google scores as human for form_block", async () => {
    const { calls } = installCaptchaFake({ human: { action: "form_block", score: 0.9 } });
    const res = await submit("human");
    expect(res.status).toBe(200);
    expect(await stored()).toBe(1);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe(
      "https://recaptchaenterprise.googleapis.com/v1/projects/test-project/assessments?key=test-recaptcha-api-key",
    );
    expect(calls[0]!.body.event).toMatchObject({
      token: "human",
      siteKey: "6Lc-site",
      expectedAction: "form_block",
    });
  });

  it("answers 'Complete CAPTCHA before submitting.' for no token, a bot's score, another action's token or a forged one", async () => {
    installCaptchaFake({
      bot: { action: "form_block", score: 0.1 },
      waitlist: { action: "product_waitlist", score: 0.9 },
    });
    const before = await stored();
    for (const token of [undefined, "", "bot", "waitlist", "forged"]) {
      const res = await submit(token);
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ message: "Complete CAPTCHA before submitting." });
    }
    expect(await stored()).toBe(before);
  });

  it("answers 503 'Unable to send form. Please try again later.' while Google is down, storing nothing", async () => {
    installCaptchaFake({ human: { action: "form_block" } }, { down: true });
    const before = await stored();
    const res = await submit("human");
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ message: "Unable to send form. Please try again later." });
    expect(await stored()).toBe(before);
  });
});

describe("the restock sign-up on a Turnstile site", () => {
  beforeAll(async () => {
    await new Visitor().fetch("/api/commerce/shopping-cart"); // the demo site is seeded on first need
    await env.DB.prepare(
      "UPDATE websites SET captcha_site_key = '0x4AAA-site', captcha_provider = 'turnstile' WHERE id = 'site_demo'",
    ).run();
    forgetAllWebsites();
  });

  const signUp = (email: string, token?: string) =>
    new Visitor().post(
      RESTOCK,
      {
        productId: "prd_pour_over",
        variantId: "var_pour_over",
        siteVisitorEmail: email,
        recaptchaEnterpriseV3Token: token,
      },
      client(),
    );
  const signups = () => count("SELECT count(*) AS n FROM restock_signups");

  it("stores the sign-up when Turnstile accepts the token for product_waitlist", async () => {
    const { calls } = installCaptchaFake({ ok: { action: "product_waitlist" } });
    const res = await signUp("lin@example.com", "ok");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true });
    expect(await signups()).toBe(1);
    expect(calls[0]!.body).toMatchObject({ secret: "test-turnstile-secret", response: "ok" });
  });

  it("answers 'Complete CAPTCHA before submitting.' without a token or with a refused one", async () => {
    installCaptchaFake({ form: { action: "form_block" } });
    const before = await signups();
    for (const token of [undefined, "bad", "form"]) {
      const res = await signUp("mo@example.com", token);
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ message: "Complete CAPTCHA before submitting." });
    }
    expect(await signups()).toBe(before);
  });

  it("answers 503 'Unable to submit form. Please try again later.' while Turnstile is down", async () => {
    installCaptchaFake({ ok: { action: "product_waitlist" } }, { down: true });
    const before = await signups();
    const res = await signUp("ny@example.com", "ok");
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ message: "Unable to submit form. Please try again later." });
    expect(await signups()).toBe(before);
  });
});
