// The form and newsletter blocks' calls (spec section 7) and what each failure shows (section 8).
// Every call goes through `send()` (the crumb).
import type { FieldErrors, FormValues } from "../../../worker/forms/validate";
import {
  FORM_KEY_UNAVAILABLE,
  FORM_NOT_CONFIGURED,
  FORM_PROCESSING_FAILED,
  FORM_RATE_LIMITED,
  FORM_UNABLE_TO_SEND,
  FORM_UNABLE_TO_SUBMIT,
  FORM_UNKNOWN_ERROR,
  FORM_UPDATE_MISSING,
} from "../../../worker/forms/messages";
import { failureMessage, send } from "../cart-api";
import { pageDocument, pageLocation } from "./page-globals";

export const VALIDATE_PATH = "/api/rest/forms/validate/";
export const KEY_PATH = "/api/form/FormSubmissionKey";
export const SAVE_PATH = "/api/form/SaveFormSubmission";
export const NEWSLETTER_PATH = "/api/newsletter/subscribe";

/** A failed step: the message under the form, and the fields' own messages when the server sent them. */
export interface Failure {
  message: string;
  errors?: FieldErrors;
}

type Body = { message?: unknown; error?: unknown; errors?: unknown };

/** Section 8's reading of a failed answer. */
export async function readFailure(res: Response): Promise<Failure> {
  if (res.status === 403) return { message: await failureMessage(res) }; // the crumb's own texts
  const body = (await res.json().catch(() => ({}))) as Body;
  switch (res.status) {
    case 401:
      return { message: FORM_UNABLE_TO_SUBMIT };
    case 404:
      return { message: FORM_NOT_CONFIGURED };
    case 429:
      return { message: FORM_RATE_LIMITED };
  }
  if (res.status >= 500) return { message: FORM_UNABLE_TO_SEND };
  if (res.status === 400 && isErrors(body.errors))
    return { message: FORM_UPDATE_MISSING, errors: body.errors };
  const text = [body.message, body.error].find((m) => typeof m === "string" && m !== "");
  return { message: (text as string | undefined) ?? FORM_UNKNOWN_ERROR };
}

const isErrors = (v: unknown): v is FieldErrors =>
  typeof v === "object" &&
  v !== null &&
  Object.keys(v).length > 0 &&
  Object.values(v).every((m) => typeof m === "string");

/** Runs a call; a network failure is `onThrow`. */
async function call(path: string, body: unknown, onThrow: string): Promise<Response | Failure> {
  try {
    return await send(path, "POST", body);
  } catch {
    return { message: onThrow };
  }
}

/** The server's check of the answers (after the local one); null when they pass. */
export async function validateOnServer(formId: string, values: FormValues): Promise<Failure | null> {
  const res = await call(VALIDATE_PATH + encodeURIComponent(formId), values, FORM_PROCESSING_FAILED);
  if (!(res instanceof Response)) return res;
  if (res.ok) {
    await res.body?.cancel();
    return null;
  }
  return readFailure(res);
}

export async function submissionKey(): Promise<string | Failure> {
  const res = await call(KEY_PATH, {}, FORM_KEY_UNAVAILABLE);
  if (!(res instanceof Response)) return res;
  const body = (await res.json().catch(() => ({}))) as { data?: { key?: unknown } };
  if (res.ok && typeof body.data?.key === "string") return body.data.key;
  return { message: FORM_KEY_UNAVAILABLE };
}

export interface SaveRequest {
  formId: string;
  key: string;
  form: string;
  captchaKey?: string | null;
  [pageEventField: string]: unknown;
}

export async function saveSubmission(request: SaveRequest): Promise<Failure | null> {
  const res = await call(SAVE_PATH, request, FORM_PROCESSING_FAILED);
  if (!(res instanceof Response)) return res;
  if (res.ok) {
    await res.body?.cancel();
    return null;
  }
  return readFailure(res);
}

export async function subscribeToNewsletter(
  email: string,
  captchaKey: string | null,
): Promise<Failure | null> {
  const res = await call(NEWSLETTER_PATH, { email, captchaKey }, FORM_PROCESSING_FAILED);
  if (!(res instanceof Response)) return res;
  if (res.ok) {
    await res.body?.cancel();
    return null;
  }
  return readFailure(res);
}

/** The census page fields sent with a submission (spec section 3). */
export function pageEventFields(): Record<string, string> {
  const location = pageLocation();
  const document = pageDocument();
  return {
    url: location.href.slice(0, 2083),
    pagePath: location.pathname,
    pageTitle: document.title.slice(0, 2000),
    referrer: document.referrer.slice(0, 2083),
  };
}
