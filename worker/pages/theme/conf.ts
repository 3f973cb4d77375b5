// The JSON files of a theme, as the developer platform writes them: template.conf at the theme's
// root (layouts as named lists of regions, navigations, stylesheets) and collections/<name>.conf per
// collection type. Unknown keys are kept, so platform themes with more settings still load.
import { z } from "zod";

export const TemplateConf = z.looseObject({
  title: z.string(),
  author: z.string().optional(),
  layouts: z
    .record(z.string(), z.looseObject({ name: z.string(), regions: z.array(z.string()).min(1) }))
    .refine((layouts) => Object.keys(layouts).length > 0, "a theme needs at least one layout"),
  navigations: z.array(z.looseObject({ title: z.string(), name: z.string() })).default([]),
  stylesheets: z.array(z.string()).default([]),
});
export type TemplateConf = z.infer<typeof TemplateConf>;

export const CollectionConf = z.looseObject({
  title: z.string(),
  ordering: z.string().optional(),
  addText: z.string().optional(),
  acceptTypes: z.array(z.string()).optional(),
  /** Items per listing page. */
  pageSize: z.int().min(1).max(200).optional(),
});
export type CollectionConf = z.infer<typeof CollectionConf>;

/** Parses a conf file, naming the file in the error a theme developer sees. */
export function parseConf<T>(schema: z.ZodType<T>, source: string, path: string): T {
  let json: unknown;
  try {
    json = JSON.parse(source);
  } catch (e) {
    throw new Error(`theme file ${path} is not valid JSON: ${(e as Error).message}`);
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) throw new Error(`theme file ${path}: ${z.prettifyError(parsed.error)}`);
  return parsed.data;
}
