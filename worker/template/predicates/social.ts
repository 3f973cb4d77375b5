import type { PredicateTable } from "../plugin";
import { asNumber, getChild, isTruthy } from "../values";
import { commentsShown } from "../../content/comments";
import { usesDisqus } from "../social/disqus";

// Social predicates of the dialect: comments and Disqus.

export const socialPredicates: PredicateTable = {
  /** Comments show when open or some are public, never when the site turned comments off. */
  "comments?": (_args, ctx) => {
    const node = ctx.node();
    const settings = ctx.resolve(["websiteSettings"]);
    return commentsShown(
      {
        commentState: asNumber(getChild(node, "commentState")),
        publicCommentCount: asNumber(getChild(node, "publicCommentCount")),
      },
      settings === undefined ? undefined : isTruthy(getChild(settings, "commentsEnabled")),
    );
  },

  "disqus?": (_args, ctx) => usesDisqus([], ctx),
};
