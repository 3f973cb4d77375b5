// The panel's one door to the worker: the typed Hono client over the app's own routes. Every call
// sends the crumb (X-CSRF-Token, as the islands do) and, once signed in, the session's xsrf token
// (X-XSRF-Token), which every state-changing owner call needs.
import { hc, type ClientResponse } from "hono/client";
import type { SuccessStatusCode } from "hono/utils/http-status";
import type { AppType } from "../../worker/index";
import { crumbHeaders } from "../islands/crumb";

let xsrfToken: string | undefined;

/** Set at sign-in and when the session is read; cleared at sign-out. */
export function setXsrfToken(token: string | undefined): void {
  xsrfToken = token;
}

/** The headers of every panel call; also for the few bodies the typed client cannot send (a CSV file). */
export const ownerHeaders = (): Record<string, string> => ({
  ...crumbHeaders(),
  ...(xsrfToken ? { "X-XSRF-Token": xsrfToken } : {}),
});

export const api = hc<AppType>("/", { headers: ownerHeaders }).api.owner;

/** A failed call as the panel shows it: the worker's `{ message }`, or a general error (spec section 8). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export const NETWORK_ERROR = "Unable to connect. Please try again.";
export const GENERAL_ERROR = "Something went wrong";

/** What a typed call answers when it succeeds. */
type SuccessBody<R> =
  R extends ClientResponse<infer T, infer S, string> ? (S extends SuccessStatusCode ? T : never) : never;

/** The body of a successful answer, or an ApiError with the message to show. */
export async function answer<R extends ClientResponse<unknown, number, string>>(
  call: Promise<R>,
): Promise<SuccessBody<R>> {
  let res: R;
  try {
    res = await call;
  } catch {
    throw new ApiError(0, NETWORK_ERROR);
  }
  if (res.ok) return (res.status === 204 ? undefined : await res.json()) as SuccessBody<R>;
  const body = (await res.json().catch(() => undefined)) as { message?: unknown } | undefined;
  throw new ApiError(res.status, typeof body?.message === "string" ? body.message : GENERAL_ERROR);
}
