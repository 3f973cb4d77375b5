// Bodies of the account calls (owners and members), checked by their zod schema. The spec's
// message 'Please enter a valid email' has no final period, so it is shown as it is rather than
// prefixed with its field like other validation messages (validation.ts).
import { zValidator } from "@hono/zod-validator";
import type { ZodType } from "zod";
import { apiError } from "./errors";
import { invalidField } from "./messages";

export const accountBody = <Schema extends ZodType>(schema: Schema) =>
  zValidator("json", schema, (result, c) => {
    if (result.success) return;
    const issue = result.error.issues[0]!;
    const message = issue.path[0] === "email" ? issue.message : invalidField(issue.path, issue.message);
    return apiError(c, 400, message);
  });
