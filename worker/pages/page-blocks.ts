// A page's blocks after its content (collections.blocks), as island props for the theme's
// blocks/page-blocks.block: `{ form: FormBlockProps }` or `{ newsletter: NewsletterBlockProps }`.
// The form's definition is read here, so the page (cached like any other) carries it.
import type { FormBlockProps } from "../../client/islands/form-block/props";
import type { NewsletterBlockProps } from "../../client/islands/form-block/props";
import { findForm } from "../db/forms";
import type { PageBlock } from "../db/schema";
import { captchaProps } from "../forms/captcha-props";
import { hiddenFromQuery } from "../forms/hidden-from-query";
import { publicForm } from "../forms/public-form";
import type { PageCtx } from "./page";

const OWNER_SCRIPT = /<script/i;

export type PageBlockContext = { form: FormBlockProps } | { newsletter: NewsletterBlockProps };

export async function pageBlocks(c: PageCtx, blocks: PageBlock[] | undefined): Promise<PageBlockContext[]> {
  const website = c.get("website");
  const captcha = captchaProps(website);
  return Promise.all(
    (blocks ?? []).map(async (block): Promise<PageBlockContext> => {
      if (block.type === "newsletter") {
        const { type: _type, ...texts } = block;
        return { newsletter: { ...texts, captcha } };
      }
      const form = await findForm(c.get("db"), website.id, block.formId);
      // Its scripts run (spec section 4): the page's policy lets the owner's scripts through.
      if (form && OWNER_SCRIPT.test(form.postSubmitHtml ?? "")) c.set("ownerScripts", true);
      // A missing form still renders its block, with section 8's 'not configured' text.
      const query = form ? hiddenFromQuery(form.fields, new URL(c.req.url).searchParams) : undefined;
      return { form: { formId: block.formId, form: form ? publicForm(form) : null, captcha, query } };
    }),
  );
}
