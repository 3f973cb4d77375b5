// The newsletter block posted without script: POST /newsletter/subscribe with the address and the
// block's texts (hidden fields, so the answer shows the block as the page had it; they are only
// ever shown back to the visitor who posted them, escaped). The same steps as the block's JSON call
// (worker/newsletter/sign-up.ts), answered with a page holding the block: the address's message
// by the field or the failure under the button (400, 403, 429, 503), or the block's success text.
// Forgery: as the form block's post (form-post.ts), the browser must say the post comes from this
// site, and the crumb cookie (SameSite=Lax) must be there.
import { NEWSLETTER_TEXT_FIELDS } from "../../../client/islands/NewsletterBlock";
import type { NewsletterAnswer, NewsletterBlockProps } from "../../../client/islands/form-block/props";
import { ENABLE_COOKIES, SESSION_EXPIRED } from "../../commerce/messages";
import { captchaProps } from "../../forms/captcha-props";
import { readCrumb } from "../../http/crumb";
import { signUpFromBlock } from "../../newsletter/sign-up";
import { newsletterBlock } from "../../site-content/blocks/newsletter";
import { pageContext, siteContext } from "../context";
import type { PageCtx, PageView } from "../page";
import { PageType } from "../page-types";
import { sameOrigin } from "./same-origin";

const MAX_TEXT = 1000;

export async function newsletterPost(c: PageCtx): Promise<PageView> {
  c.header("Cache-Control", "private, no-store");
  const website = c.get("website");
  const body = new URLSearchParams(await c.req.text().catch(() => ""));
  const email = (body.get("email") ?? "").slice(0, MAX_TEXT);
  const defaults = newsletterBlock.create();
  const text = (name: (typeof NEWSLETTER_TEXT_FIELDS)[number]) =>
    (body.get(name) ?? defaults[name] ?? "").slice(0, MAX_TEXT);
  const texts = Object.fromEntries(NEWSLETTER_TEXT_FIELDS.map((n) => [n, text(n)])) as Record<
    (typeof NEWSLETTER_TEXT_FIELDS)[number],
    string
  >;
  if (!texts.buttonText.trim()) texts.buttonText = defaults.buttonText;

  const answer = async (status: 200 | 400 | 403 | 429 | 503, failure: NewsletterAnswer["failure"]) => {
    const site = await siteContext(c, "/");
    const props: NewsletterBlockProps = {
      ...texts,
      captcha: captchaProps(website),
      answer: { email, failure },
    };
    return {
      template: "pages/page.page",
      context: pageContext(site, PageType.PAGE, {
        pageTitle: texts.title || website.siteTitle,
        collection: { title: texts.title || website.siteTitle, description: "", mainContent: "" },
        pageBlocks: [{ newsletter: props }],
      }),
      status,
      private: true,
    } satisfies PageView;
  };

  if (!sameOrigin(c)) return answer(403, { message: SESSION_EXPIRED });
  const crumb = readCrumb(c);
  if (!crumb) return answer(403, { message: ENABLE_COOKIES });
  const ip = c.req.header("cf-connecting-ip");
  const outcome = await signUpFromBlock(
    c.env,
    c.get("db"),
    website,
    {
      email,
      captchaKey: null,
      withoutScript: true,
      ip,
      client: ip ?? `crumb:${crumb}`,
      origin: new URL(c.req.url).origin,
    },
    Date.now(),
  );
  if (!outcome.ok) return answer(outcome.status, { message: outcome.message, errors: outcome.errors });
  return answer(200, null);
}
