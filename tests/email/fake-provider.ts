// A provider for tests: records what it was asked to send, and fails the way it is told to.
import type { EmailMessage, EmailProvider, SendResult } from "../../worker/email/provider";

export class FakeProvider implements EmailProvider {
  readonly kind = "api" as const;
  sent: EmailMessage[] = [];
  /** What the next sends answer instead of delivering; null delivers. */
  failWith: Exclude<SendResult, { status: "delivered" }> | null = null;

  async send(message: EmailMessage): Promise<SendResult> {
    if (this.failWith) return this.failWith;
    this.sent.push(message);
    return { status: "delivered" };
  }
}
