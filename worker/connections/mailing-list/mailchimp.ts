// Mailchimp's Marketing API (v3), no SDK: one fetch per call.
//   GET {base}/lists?count=1000&fields=...                     the account's audiences
//   PUT {base}/lists/{listId}/members/{md5(lower-case email)}  upsert, so a retry adds once
// The key ends in its data centre ("…-us6"), which names the host: https://us6.api.mailchimp.com/3.0.
// Members are put as "subscribed": the double opt-in already happened on the site. 429 and 5xx
// (and a network failure or timeout) are worth retrying; another refusal is permanent.
import { CALL_TIMEOUT_MS } from "../jobs";
import type { MailingList, MailingListProvider, SyncResult } from "./provider";

export function mailchimpBaseUrl(apiKey: string): string {
  const dc = apiKey.split("-").at(-1) ?? "";
  if (!/^[a-z]+\d+$/.test(dc)) throw new Error("MAILCHIMP_API_KEY does not end in its data centre");
  return `https://${dc}.api.mailchimp.com/3.0`;
}

async function md5(text: string): Promise<string> {
  // workerd's WebCrypto supports MD5, which Mailchimp uses to name a member.
  const digest = await crypto.subtle.digest("MD5", new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, "0")).join("");
}

export function mailchimpProvider(options: {
  apiKey: string;
  baseUrl?: string;
  fetch?: typeof fetch;
}): MailingListProvider {
  const base = (options.baseUrl || mailchimpBaseUrl(options.apiKey)).replace(/\/+$/, "");
  const send = options.fetch ?? fetch;
  const headers = {
    authorization: `Basic ${btoa(`atelier:${options.apiKey}`)}`,
    "content-type": "application/json",
  };

  async function putMember(
    listId: string,
    email: string,
    status: "subscribed" | "unsubscribed",
  ): Promise<SyncResult> {
    let res: Response;
    try {
      res = await send(
        `${base}/lists/${encodeURIComponent(listId)}/members/${await md5(email.toLowerCase())}`,
        {
          method: "PUT",
          headers,
          body: JSON.stringify({ email_address: email, status_if_new: status, status }),
          signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
        },
      );
    } catch (error) {
      return { status: "retryable", error: `Mailchimp unreachable: ${String(error)}` };
    }
    if (res.ok) {
      await res.body?.cancel();
      return { status: "done" };
    }
    const error = `Mailchimp HTTP ${res.status}: ${(await res.text().catch(() => "")).slice(0, 300)}`;
    return res.status === 429 || res.status >= 500
      ? { status: "retryable", error }
      : { status: "permanent", error };
  }

  return {
    kind: "mailchimp",
    async lists() {
      const res = await send(`${base}/lists?count=1000&fields=lists.id,lists.name,lists.stats.member_count`, {
        headers,
        signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
      });
      if (!res.ok) throw new Error(`Mailchimp lists: HTTP ${res.status}`);
      const body = (await res.json()) as {
        lists?: { id: string; name: string; stats?: { member_count?: number } }[];
      };
      return (body.lists ?? []).map((l): MailingList => ({
        id: l.id,
        name: l.name,
        memberCount: l.stats?.member_count ?? 0,
      }));
    },
    subscribe: (listId, email) => putMember(listId, email, "subscribed"),
    unsubscribe: (listId, email) => putMember(listId, email, "unsubscribed"),
  };
}
