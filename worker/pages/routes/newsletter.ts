// The newsletter's pages, reached from the links of its emails (private, never cached):
//   GET  /newsletter/confirm?token=      confirms a pending sign-up (page type 2)
//   GET  /newsletter/unsubscribe?token=  the newsletter unsubscribe page (page type 300): asks first,
//                                        so a mail scanner that opens links unsubscribes no one
//   POST /newsletter/unsubscribe         token in the form body: unsubscribes (page type 300)
// The token is the authority (it only ever reaches the subscriber's inbox), so the POST needs no crumb.
import { dispatchJobs } from "../../connections/jobs";
import { confirmSubscriber, findSubscriberByToken, unsubscribe } from "../../db/newsletter";
import {
  CONFIRM_INVALID,
  CONFIRM_INVALID_TITLE,
  CONFIRMED_TITLE,
  confirmedText,
  UNSUBSCRIBE_BUTTON,
  UNSUBSCRIBE_INVALID,
  UNSUBSCRIBE_TITLE,
  UNSUBSCRIBED_TITLE,
  unsubscribedText,
  unsubscribeQuestion,
} from "../../newsletter/messages";
import { UNSUBSCRIBE_PATH } from "../../newsletter/confirmation-email";
import { pageContext, siteContext } from "../context";
import type { PageCtx, PageView } from "../page";
import { PageType } from "../page-types";

interface NewsletterPage {
  title: string;
  text: string;
  /** The unsubscribe question's form: where it posts, the token and the button. */
  action?: { url: string; token: string; button: string };
}

async function view(c: PageCtx, type: PageType, page: NewsletterPage, status: 200 | 404 = 200) {
  const site = await siteContext(c, c.req.path);
  return {
    template: "pages/newsletter.page",
    context: pageContext(site, type, { pageTitle: page.title, newsletterPage: page }),
    status,
    private: true,
  } satisfies PageView;
}

export async function confirmNewsletter(c: PageCtx): Promise<PageView> {
  const website = c.get("website");
  const done = await confirmSubscriber(c.get("db"), website.id, c.req.query("token") ?? "", Date.now());
  if (!done) return view(c, PageType.PAGE, { title: CONFIRM_INVALID_TITLE, text: CONFIRM_INVALID }, 404);
  await dispatchJobs(c.env.CONNECTIONS, done.listSyncs);
  return view(c, PageType.PAGE, {
    title: CONFIRMED_TITLE,
    text: confirmedText(done.email, website.siteTitle),
  });
}

export async function unsubscribePage(c: PageCtx): Promise<PageView> {
  const website = c.get("website");
  const token = c.req.query("token") ?? "";
  const subscriber = await findSubscriberByToken(c.get("db"), website.id, token);
  const type = PageType.NEWSLETTER_UNSUBSCRIBE;
  if (!subscriber) return view(c, type, { title: UNSUBSCRIBE_TITLE, text: UNSUBSCRIBE_INVALID }, 404);
  if (subscriber.status === "unsubscribed") {
    return view(c, type, {
      title: UNSUBSCRIBED_TITLE,
      text: unsubscribedText(subscriber.email, website.siteTitle),
    });
  }
  return view(c, type, {
    title: UNSUBSCRIBE_TITLE,
    text: unsubscribeQuestion(subscriber.email, website.siteTitle),
    action: { url: UNSUBSCRIBE_PATH, token, button: UNSUBSCRIBE_BUTTON },
  });
}

export async function unsubscribeNow(c: PageCtx): Promise<PageView> {
  const website = c.get("website");
  const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
  const token = typeof form.token === "string" ? form.token : "";
  const done = await unsubscribe(c.get("db"), website.id, token, Date.now());
  const type = PageType.NEWSLETTER_UNSUBSCRIBE;
  if (!done) return view(c, type, { title: UNSUBSCRIBE_TITLE, text: UNSUBSCRIBE_INVALID }, 404);
  await dispatchJobs(c.env.CONNECTIONS, done.listSyncs);
  return view(c, type, { title: UNSUBSCRIBED_TITLE, text: unsubscribedText(done.email, website.siteTitle) });
}
