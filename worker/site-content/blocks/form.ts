// Form: one of the site's forms by id (the FormBlock island; a missing form shows section 8's
// 'not configured' text, as the page blocks before the builder did).
import { z } from "zod";
import { hiddenFromQuery } from "../../forms/hidden-from-query";
import { defineBlock } from "./define";

export const formBlock = defineBlock({
  type: "form",
  label: "Form",
  blockType: 9,
  fields: z.object({ formId: z.string().trim().max(100) }),
  create: () => ({ formId: "" }),
  context: async (block, deps) => {
    const form = block.formId ? await deps.form(block.formId) : null;
    const query = form ? hiddenFromQuery(form.fields, deps.pageQuery) : undefined;
    return { props: { formId: block.formId, form, captcha: deps.captcha, query } };
  },
});
