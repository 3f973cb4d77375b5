// A local fake of both captcha providers, installed as the worker's fetch: it answers the
// reCAPTCHA Enterprise assessment call and the Turnstile siteverify call from a table of tokens,
// and records every request, so tests see what the worker asked (and that secrets stay there).
import { vi } from "vitest";

export interface FakeToken {
  /** The action the token was requested for; undefined = none (Turnstile without an action). */
  action?: string;
  /** reCAPTCHA's risk score (default 0.9). */
  score?: number;
  valid?: boolean;
}

export interface RecordedCall {
  url: string;
  body: any;
}

export function installCaptchaFake(tokens: Record<string, FakeToken>, options: { down?: boolean } = {}) {
  const calls: RecordedCall[] = [];
  const fake = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input instanceof Request ? input.url : input);
    const body = JSON.parse(String(init?.body ?? "null"));
    calls.push({ url, body });
    if (options.down) return new Response("unavailable", { status: 503 });
    if (url.startsWith("https://recaptchaenterprise.googleapis.com/")) {
      const known = tokens[body.event.token];
      const valid = known !== undefined && known.valid !== false;
      return Response.json({
        name: "projects/123/assessments/abc",
        event: body.event,
        tokenProperties: valid
          ? { valid: true, invalidReason: "INVALID_REASON_UNSPECIFIED", action: known.action ?? "" }
          : { valid: false, invalidReason: "MALFORMED", action: "" },
        riskAnalysis: { score: valid ? (known.score ?? 0.9) : 0, reasons: [] },
      });
    }
    if (url === "https://challenges.cloudflare.com/turnstile/v0/siteverify") {
      const known = tokens[body.response];
      if (known === undefined || known.valid === false) {
        return Response.json({ success: false, "error-codes": ["invalid-input-response"] });
      }
      return Response.json({
        success: true,
        "error-codes": [],
        hostname: "example.com",
        ...(known.action ? { action: known.action } : {}),
      });
    }
    return new Response("no such fake", { status: 404 });
  });
  vi.stubGlobal("fetch", fake);
  return { calls, fake };
}
