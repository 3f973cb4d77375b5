// The simple "like" button of an item, shown when the site has simple liking on.

import type { PluginContext } from "../plugin";
import { isTruthy } from "../values";
import { emitted, resolveIn } from "../content/frame";

export function likeButton(item: unknown, ctx: PluginContext): string {
  if (!isTruthy(item) || !isTruthy(resolveIn([item], ["websiteSettings", "simpleLikingEnabled"], ctx)))
    return "";
  const text = (name: string) => emitted(resolveIn([item], [name], ctx));
  return (
    `\n  <span class="sqs-simple-like" data-item-id="${text("id")}" data-like-count="${text("likeCount")}">` +
    '\n    <span class="like-icon"></span>\n    <span class="like-count"></span>\n  </span>\n'
  );
}
