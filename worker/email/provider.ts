// Who actually delivers an email. The sender (worker/email/sender.ts) hands one message at a time
// to an EmailProvider and acts on its answer: delivered, try again later, or give up. Two
// adapters: an HTTP email API when the EMAIL_API_KEY secret is set, else the development mailbox
// (a D1 table listed at /dev/mailbox), so a fresh checkout sends nothing to the outside world.
import type { Db } from "../db/client";
import { directoryDb } from "../db/shards";
import { devMailbox } from "./dev-mailbox";
import { httpEmailApi } from "./http-email-api";

export interface EmailMessage {
  from: string;
  to: string;
  subject: string;
  textBody: string;
  htmlBody: string;
  /** The outbox row's key: a provider that sees it twice delivers once. */
  idempotencyKey: string;
}

export type SendResult =
  | { status: "delivered" }
  /** Worth another try later (a timeout, 429, 5xx); `retryAfterSeconds` if the provider said. */
  | { status: "retryable"; error: string; retryAfterSeconds?: number }
  /** Trying again would fail the same way (a refused address, a bad request). */
  | { status: "permanent"; error: string };

export interface EmailProvider {
  /** "api" sends to the world; "mailbox" keeps mail in D1 for the /dev/mailbox page. */
  readonly kind: "api" | "mailbox";
  send(message: EmailMessage): Promise<SendResult>;
}

/** The email bindings: EMAIL_API_KEY (and EMAIL_API_URL, if not the default) are secrets. */
export type EmailEnv = Env & { EMAIL_API_KEY?: string; EMAIL_API_URL?: string };

export const DEFAULT_FROM = "Atelier <notifications@atelier.example>";

export const hasEmailApi = (env: EmailEnv) => (env.EMAIL_API_KEY ?? "") !== "";

/** `db`: the shard whose mail this is; the development mailbox keeps it there (default shard 0). */
export function providerFor(env: EmailEnv, db: Db = directoryDb(env)): EmailProvider {
  if (hasEmailApi(env)) {
    return httpEmailApi({ apiKey: env.EMAIL_API_KEY!, baseUrl: env.EMAIL_API_URL });
  }
  return devMailbox(db);
}

export const senderAddress = (env: EmailEnv) => env.EMAIL_FROM || DEFAULT_FROM;
