// The endpoints' common steps: read a form-encoded or JSON body against a schema (a 4xx with a
// message for anything else), apply the census tracking rules with the request's owner session,
// and put an accepted event on the EVENTS queue before answering. An event is "accepted" (202)
// only once the queue has it; if the queue refuses, the call answers 503 and the client may retry.
import type { Context } from "hono";
import type { ZodType } from "zod";
import type { AppEnv } from "../http/app-env";
import { apiError } from "../http/errors";
import { invalidField, JSON_REQUIRED } from "../http/messages";
import { ownerSession } from "../http/owner";
import { readOwnerCookie } from "../http/owner-cookie";
import { shardField } from "../db/shard-context";
import type { EventMessage } from "../queue";
import { FORM_REQUIRED, INVALID_DATA_JSON, NOT_ACCEPTED, WRONG_WEBSITE } from "./messages";
import { trackingDecision } from "./tracking-rules";

type Ctx = Context<AppEnv>;
export type Checked<T> = { ok: true; value: T } | { ok: false; response: Response };

const mediaType = (c: Ctx) => (c.req.header("content-type") ?? "").split(";")[0]!.trim().toLowerCase();

function check<T>(c: Ctx, schema: ZodType<T>, input: unknown, prefix: string[] = []): Checked<T> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return { ok: true, value: parsed.data };
  const issue = parsed.error.issues[0]!;
  return { ok: false, response: apiError(c, 400, invalidField([...prefix, ...issue.path], issue.message)) };
}

/** A form-encoded body's string fields (the crumb guard has parsed it already). */
export async function formFields(c: Ctx): Promise<Checked<Record<string, string>>> {
  if (mediaType(c) !== "application/x-www-form-urlencoded" && mediaType(c) !== "multipart/form-data") {
    return { ok: false, response: apiError(c, 415, FORM_REQUIRED) };
  }
  const body = await c.req.parseBody();
  const fields: Record<string, string> = {};
  for (const [k, v] of Object.entries(body)) if (typeof v === "string") fields[k] = v;
  return { ok: true, value: fields };
}

/** The `data` field: a JSON string holding an object that `schema` accepts. */
export function dataField<T>(c: Ctx, raw: string | undefined, schema: ZodType<T>): Checked<T> {
  let data: unknown;
  try {
    data = JSON.parse(raw ?? "");
  } catch {
    return { ok: false, response: apiError(c, 400, INVALID_DATA_JSON) };
  }
  if (!data || typeof data !== "object" || Array.isArray(data)) {
    return { ok: false, response: apiError(c, 400, INVALID_DATA_JSON) };
  }
  return check(c, schema, data, ["data"]);
}

/**
 * A JSON body (application/json, or text/plain as a beacon sends it) that `schema` accepts. Hono
 * would parse only application/json, so the text is read and parsed here.
 */
export async function jsonBody<T>(c: Ctx, schema: ZodType<T>, message?: string): Promise<Checked<T>> {
  const type = mediaType(c);
  if (type !== "text/plain" && !/^application\/([\w.-]+\+)?json$/.test(type)) {
    return { ok: false, response: apiError(c, 415, JSON_REQUIRED) };
  }
  let body: unknown;
  try {
    body = JSON.parse(await c.req.text());
  } catch {
    return { ok: false, response: apiError(c, 400, message ?? "The request body is not valid JSON.") };
  }
  const checked = check(c, schema, body);
  return checked.ok || !message ? checked : { ok: false, response: apiError(c, 400, message) };
}

/**
 * A payload's websiteId, when it sends one, must be this host's website. Without one the event is
 * the host's (enqueue stores it under the host's website either way).
 */
export function ownWebsite(c: Ctx, websiteId: string | undefined): Response | undefined {
  return websiteId === undefined || websiteId === c.get("website").id
    ? undefined
    : apiError(c, 400, WRONG_WEBSITE);
}

/**
 * The census tracking rules as the server can apply them: the page type when the payload says
 * it, /search page views, and signed-in contributors (their session is HttpOnly, so only the
 * server knows them). Visitors without the owner cookie cost no D1 read.
 */
export async function censusRefused(
  c: Ctx,
  page: { url?: string | undefined; pageType?: number | undefined },
  pageView: boolean,
): Promise<string | undefined> {
  const session = readOwnerCookie(c) ? await ownerSession(c) : undefined;
  let path = "";
  try {
    if (page.url !== undefined) path = new URL(page.url, c.req.url).pathname;
  } catch {
    // a url zod accepted but URL cannot parse: no path rule applies
  }
  const decision = trackingDecision({
    pageType: page.pageType ?? 0,
    path,
    pageView,
    disabled: false,
    signedIn: session ? { roles: [session.role] } : null,
  });
  return decision.track ? undefined : decision.reason;
}

/** Puts the event on the queue, then answers 202; 503 if the queue would not take it. */
export async function enqueue(
  c: Ctx,
  event: Omit<EventMessage, "id" | "sentAt" | "websiteId" | "shard">,
): Promise<Response> {
  const message: EventMessage = {
    ...event,
    id: crypto.randomUUID(),
    websiteId: c.get("website").id,
    // The site's shard, where the consumer writes the event's rollups (docs/shards.md).
    ...shardField(c.get("shard")),
    sentAt: Date.now(),
  };
  c.header("Cache-Control", "private, no-store");
  try {
    await c.env.EVENTS.send(message, { contentType: "json" });
  } catch (err) {
    console.error("event not queued", message.kind, err);
    return apiError(c, 503, NOT_ACCEPTED);
  }
  return c.json({ accepted: true }, 202);
}

/** The answer when a tracking rule says no: nothing stored, and nothing for the client to retry. */
export const notTracked = (c: Ctx, reason: string) => {
  c.header("Cache-Control", "private, no-store");
  return c.json({ accepted: false, reason }, 200);
};
