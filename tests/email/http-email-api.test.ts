// The HTTP email API adapter: what it sends, and how it reads the provider's answers.
import { describe, expect, it } from "vitest";
import { httpEmailApi } from "../../worker/email/http-email-api";
import { providerFor, type EmailMessage } from "../../worker/email/provider";
import { env } from "cloudflare:workers";

const message: EmailMessage = {
  from: "Shop <shop@example.com>",
  to: "owner@example.com",
  subject: "New submission",
  textBody: "Name: Ada",
  htmlBody: "<p>Name: Ada</p>",
  idempotencyKey: "form-submission:sub_1",
};

function answering(res: () => Response | Promise<Response>) {
  const calls: Request[] = [];
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push(new Request(input, init));
    return res();
  }) as typeof globalThis.fetch;
  return { calls, fetch };
}

describe("the HTTP email API adapter", () => {
  it("posts the message to {baseUrl}/emails with the key and the idempotency key", async () => {
    const api = answering(() => Response.json({ id: "e_1" }, { status: 200 }));
    const provider = httpEmailApi({ apiKey: "re_secret", baseUrl: "https://mail.test/", fetch: api.fetch });
    expect(await provider.send(message)).toEqual({ status: "delivered" });
    const [req] = api.calls;
    expect(req!.method).toBe("POST");
    expect(req!.url).toBe("https://mail.test/emails");
    expect(req!.headers.get("authorization")).toBe("Bearer re_secret");
    expect(req!.headers.get("idempotency-key")).toBe("form-submission:sub_1");
    expect(await req!.json()).toEqual({
      from: "Shop <shop@example.com>",
      to: ["owner@example.com"],
      subject: "New submission",
      text: "Name: Ada",
      html: "<p>Name: Ada</p>",
    });
  });

  it("retries on 429 and 5xx (with the provider's Retry-After) and on a network failure", async () => {
    const limited = httpEmailApi({
      apiKey: "k",
      fetch: answering(() => new Response("slow down", { status: 429, headers: { "retry-after": "30" } }))
        .fetch,
    });
    expect(await limited.send(message)).toEqual({
      status: "retryable",
      error: "HTTP 429: slow down",
      retryAfterSeconds: 30,
    });
    const down = httpEmailApi({
      apiKey: "k",
      fetch: answering(() => new Response("", { status: 503 })).fetch,
    });
    expect(await down.send(message)).toMatchObject({ status: "retryable", error: "HTTP 503" });
    const offline = httpEmailApi({
      apiKey: "k",
      fetch: answering(() => Promise.reject(new TypeError("network connection lost"))).fetch,
    });
    expect(await offline.send(message)).toMatchObject({ status: "retryable" });
  });

  it("gives up on other refusals (a bad address, a bad key)", async () => {
    const refused = httpEmailApi({
      apiKey: "k",
      fetch: answering(() => new Response('{"message":"Invalid `to` field."}', { status: 422 })).fetch,
    });
    expect(await refused.send(message)).toEqual({
      status: "permanent",
      error: 'HTTP 422: {"message":"Invalid `to` field."}',
    });
  });

  it("is chosen when EMAIL_API_KEY is set; the development mailbox otherwise", () => {
    expect(providerFor(env).kind).toBe("mailbox");
    expect(providerFor({ ...env, EMAIL_API_KEY: "re_secret" }).kind).toBe("api");
  });
});
