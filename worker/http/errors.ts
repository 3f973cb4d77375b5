// Errors as JSON the islands can show: `{ "message": "..." }`, the same shape for every API error.
import type { Context, ErrorHandler } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { MALFORMED_JSON, NOT_FOUND, SERVER_ERROR } from "./messages";
import { MissingSecretError } from "./missing-secret";

export interface ApiError {
  message: string;
}

/** Generic in the status so the typed client can tell success answers from errors. */
export function apiError<S extends ContentfulStatusCode>(c: Context, status: S, message: string) {
  return c.json({ message } satisfies ApiError, status);
}

/** Hono's own 400 for unparsable JSON, reworded; other HTTP exceptions keep their status. */
export const onApiError: ErrorHandler = (err, c) => {
  // A feature whose secret is not set (worker/http/missing-secret.ts) says which one, as a 503.
  if (err instanceof MissingSecretError) {
    console.error(err.message);
    return c.req.path.startsWith("/api/") ? apiError(c, 503, err.message) : c.text(err.message, 503);
  }
  if (!c.req.path.startsWith("/api/")) {
    if (err instanceof HTTPException) return err.getResponse();
    console.error("unhandled error", c.req.method, c.req.path, err);
    return c.text(SERVER_ERROR, 500);
  }
  if (err instanceof HTTPException) {
    const status = err.status as ContentfulStatusCode;
    const message =
      err.message === "Malformed JSON in request body" ? MALFORMED_JSON : err.message || NOT_FOUND;
    return apiError(c, status, message);
  }
  console.error("unhandled error", c.req.method, c.req.path, err);
  return apiError(c, 500, SERVER_ERROR);
};

export const apiNotFound = (c: Context) => apiError(c, 404, NOT_FOUND);
