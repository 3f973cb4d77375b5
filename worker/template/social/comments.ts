// Comment markup of an item or collection: the link to its comments and the comments
// thread container. Sites with a Disqus short name get Disqus's markup instead.

import type { PluginContext } from "../plugin";
import { deepEquals, isTruthy } from "../values";
import { emitted, resolveIn } from "../content/frame";
import { usesDisqus } from "./disqus";

/** Link to an item's comments with its count ('No Comments', '1 Comment', '2 Comments'). */
export function commentLink(item: unknown, ctx: PluginContext): string {
  const text = (name: string) => emitted(resolveIn([item], [name], ctx));
  if (usesDisqus([item], ctx)) {
    return `\n  <a href="${text("fullUrl")}" class="sqs-comment-link sqs-disqus-comment-link" data-id="${text("id")}"></a>\n`;
  }
  const count = resolveIn([item], ["publicCommentCount"], ctx);
  const amount = deepEquals(count, 0) ? "No" : emitted(count);
  const plural = deepEquals(count, 1) ? "" : "s";
  return (
    `\n  <a href="${text("fullUrl")}#comments-${text("id")}" class="sqs-comment-link" data-id="${text("id")}">` +
    `\n  ${amount}\n  Comment${plural}\n  </a>\n`
  );
}

/**
 * Container of the comments thread. Its data attributes come from the `item` in scope, else the
 * `collection` in scope (the page's content item or collection).
 */
export function commentsThread(value: unknown, ctx: PluginContext): string {
  if (usesDisqus([value], ctx)) {
    return '\n  <div class="squarespace-comments" id="disqus_thread"></div>\n';
  }
  let out = `\n  <div class="squarespace-comments" id="comments-${emitted(resolveIn([value], ["id"], ctx))}"`;
  for (const scope of ["item", "collection"] as const) {
    const owner = resolveIn([value], [scope], ctx);
    if (!isTruthy(owner)) continue;
    const field = (name: string) => emitted(resolveIn([owner, value], [scope, name], ctx));
    out += ` data-${scope}-id="${field("id")}"`;
    out += ` data-public-comment-count="${field("publicCommentCount")}"`;
    out += ` data-comment-state="${field("commentState")}"`;
    break;
  }
  return out + "></div>\n";
}
