// An HTTP email API with the common JSON shape (Resend's, and others modelled on it):
//   POST {baseUrl}/emails   Authorization: Bearer <key>   Idempotency-Key: <key>
//   { from, to: [..], subject, text, html }  -> 2xx { id }
// No SDK: one fetch. 408, 409 (the same key still in flight), 429 and 5xx are worth retrying, as
// is a network failure or a timeout; any other answer is permanent.
import type { EmailMessage, EmailProvider, SendResult } from "./provider";

export const DEFAULT_EMAIL_API_URL = "https://api.resend.com";
/** A provider that has not answered by then is treated as down; the sender retries later. */
export const EMAIL_API_TIMEOUT_MS = 10_000;

const RETRYABLE = new Set([408, 409, 429]);

function retryAfter(res: Response): number | undefined {
  const seconds = Number(res.headers.get("retry-after"));
  return Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : undefined;
}

async function describe(res: Response): Promise<string> {
  const text = (await res.text().catch(() => "")).slice(0, 500);
  return `HTTP ${res.status}${text ? `: ${text}` : ""}`;
}

export function httpEmailApi(options: {
  apiKey: string;
  baseUrl?: string;
  fetch?: typeof fetch;
}): EmailProvider {
  const url = `${(options.baseUrl || DEFAULT_EMAIL_API_URL).replace(/\/+$/, "")}/emails`;
  const send = options.fetch ?? fetch;
  return {
    kind: "api",
    async send(message: EmailMessage): Promise<SendResult> {
      let res: Response;
      try {
        res = await send(url, {
          method: "POST",
          headers: {
            authorization: `Bearer ${options.apiKey}`,
            "content-type": "application/json",
            "idempotency-key": message.idempotencyKey,
          },
          body: JSON.stringify({
            from: message.from,
            to: [message.to],
            subject: message.subject,
            text: message.textBody,
            html: message.htmlBody,
          }),
          signal: AbortSignal.timeout(EMAIL_API_TIMEOUT_MS),
        });
      } catch (error) {
        return { status: "retryable", error: `email API unreachable: ${String(error)}` };
      }
      if (res.ok) {
        await res.body?.cancel();
        return { status: "delivered" };
      }
      const error = await describe(res);
      if (RETRYABLE.has(res.status) || res.status >= 500) {
        return { status: "retryable", error, retryAfterSeconds: retryAfter(res) };
      }
      return { status: "permanent", error };
    },
  };
}
