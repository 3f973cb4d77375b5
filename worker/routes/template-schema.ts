// GET /api/template/GetTemplateSchema?type=form: the form block's schema (field types and their
// options) for the owner's form editor. The schema is the same for every site and deploy, so it
// may be cached briefly.
import { Hono } from "hono";
import { z } from "zod";
import { TEMPLATE_SCHEMA_UNKNOWN } from "../forms/messages";
import { formTemplateSchema } from "../forms/template-schema";
import type { AppEnv } from "../http/app-env";
import { apiError } from "../http/errors";
import { validate } from "../http/validation";

const schemaQuery = z.object({ type: z.string({ error: TEMPLATE_SCHEMA_UNKNOWN("") }).max(64) });

export const templateSchema = new Hono<AppEnv>().get(
  "/GetTemplateSchema",
  validate("query", schemaQuery),
  (c) => {
    const { type } = c.req.valid("query");
    if (type !== "form") return apiError(c, 404, TEMPLATE_SCHEMA_UNKNOWN(type));
    c.header("Cache-Control", "public, max-age=300");
    return c.json(formTemplateSchema(), 200);
  },
);
