// Request bodies: JSON only, capped in size, checked by a zod schema; every failure is a 4xx
// `{ message }` (never the raw ZodError, never a 500).
import { zValidator } from "@hono/zod-validator";
import type { MiddlewareHandler, ValidationTargets } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { ZodType } from "zod";
import { apiError } from "./errors";
import { BODY_TOO_LARGE, invalidField, JSON_REQUIRED } from "./messages";

/** Cart and form bodies are small; anything larger is refused before it is read in full. */
export const MAX_JSON_BODY_BYTES = 16 * 1024;

export const limitBody = (maxSize = MAX_JSON_BODY_BYTES): MiddlewareHandler =>
  bodyLimit({
    maxSize,
    // The unread rest of the body is read and dropped before the answer leaves, never cancelled
    // (http/read-whole-body.ts).
    onError: (c) => apiError(c, 413, BODY_TOO_LARGE),
  });

export const requireJson: MiddlewareHandler = async (c, next) => {
  const type = (c.req.header("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
  if (!/^application\/([\w.-]+\+)?json$/.test(type)) return apiError(c, 415, JSON_REQUIRED);
  await next();
};

/** zValidator with a hook that answers the first problem as `{ message }` with status 400. */
export const validate = <Target extends keyof ValidationTargets, Schema extends ZodType>(
  target: Target,
  schema: Schema,
) =>
  zValidator(target, schema, (result, c) => {
    if (!result.success) {
      const issue = result.error.issues[0];
      return apiError(c, 400, issue ? invalidField(issue.path, issue.message) : "Invalid request.");
    }
  });

/**
 * A JSON body whose failures name their field: `{message, field?}` with status 400, for forms that
 * show each message beside its field. A custom issue's message is answered as it is (the spec's
 * postal-code messages, some without a full stop); zod's own are worded by `invalidField`.
 */
export const validateFields = <Schema extends ZodType>(schema: Schema) =>
  zValidator("json", schema, (result, c) => {
    if (result.success) return;
    const issue = result.error.issues[0];
    if (!issue) return c.json({ message: "Invalid request." }, 400);
    const field = issue.path.map(String).join(".");
    const message = issue.code === "custom" ? issue.message : invalidField(issue.path, issue.message);
    return c.json({ message, ...(field ? { field } : {}) }, 400);
  });
