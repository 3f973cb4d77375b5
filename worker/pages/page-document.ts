// A page document as template context for the theme's blocks/page-document.block: each block
// carries its type's context under `<type>Block`, which blocks/page-section.block dispatches on to
// the type's own partial. The public page, the owner's draft preview and the one-section re-render
// of the editor all come through here, so what the owner sees is what visitors get.
import { findBlockProduct, listBlockCollectionItems } from "../db/page-documents-lookups";
import { findForm } from "../db/forms";
import { captchaProps } from "../forms/captcha-props";
import { publicForm } from "../forms/public-form";
import type { BlockDeps } from "../site-content/blocks/define";
import { ownerHtml } from "../site-content/owner-html";
import { renderRichText } from "../site-content/rich-text/render";
import { blockDefinition } from "../site-content/blocks/registry";
import type { PageDocument, PageSection } from "../site-content/document";
import type { PageCtx } from "./page";

export function blockDeps(c: PageCtx): BlockDeps {
  const db = c.get("db");
  const website = c.get("website");
  return {
    captcha: captchaProps(website),
    richTextHtml: renderRichText,
    ownerHtml,
    form: async (formId) => {
      const form = await findForm(db, website.id, formId);
      // A missing form still renders its block, with section 8's 'not configured' text.
      return form ? publicForm(form) : null;
    },
    pageQuery: new URL(c.req.url).searchParams,
    product: (productId) => findBlockProduct(db, website.id, productId),
    collectionItems: (collectionId, limit) => listBlockCollectionItems(db, website.id, collectionId, limit),
  };
}

export async function sectionContext(section: PageSection, deps: BlockDeps) {
  const blocks = await Promise.all(
    section.blocks.map(async (block) => {
      const definition = blockDefinition(block.type)!;
      // eslint-disable-next-line @typescript-eslint/no-explicit-any
      const context = await definition.context(block as any, deps);
      return { id: block.id, type: block.type, [`${block.type}Block`]: context };
    }),
  );
  return { id: section.id, colorTheme: section.colorTheme, blocks };
}

export async function documentContext(doc: PageDocument, deps: BlockDeps) {
  return { sections: await Promise.all(doc.sections.map((s) => sectionContext(s, deps))) };
}
