// Share buttons of an item, shown when the site has share-button options set.

import { asString, getChild, getPath, size } from "../values";
import { escapeAttribute } from "../content/frame";

/** `website` is the site object in scope; '' when it has no share-button options. */
export function socialButton(website: unknown, item: unknown, inline: boolean): string {
  const options = getChild(website, "shareButtonOptions");
  if (options === undefined || size(options) === 0) return "";
  const systemDataId = getChild(item, "systemDataId");
  const imageId = asString(systemDataId !== undefined ? systemDataId : getChild(item, "mainImageId"));
  const assetUrl = getChild(item, "assetUrl");
  const imageUrl = asString(assetUrl !== undefined ? assetUrl : getPath(item, ["mainImage", "assetUrl"]));
  const tag = inline ? "span" : "div";
  return (
    `<${tag} class="squarespace-social-buttons ${inline ? "inline-style" : "button-style"}"` +
    ` data-system-data-id="${imageId}"` +
    ` data-asset-url="${imageUrl}"` +
    ` data-record-type="${asString(getChild(item, "recordType"))}"` +
    ` data-full-url="${asString(getChild(item, "fullUrl"))}"` +
    ` data-title="${escapeAttribute(asString(getChild(item, "title")))}"></${tag}>`
  );
}

/** Follow button of a social account: its user name, else the last part of its profile URL. */
export function followButton(account: unknown): string {
  let userName = asString(getChild(account, "userName"));
  if (userName === "") userName = asString(getChild(account, "profileUrl")).split("/").pop() ?? "";
  return (
    "<script>Y.use('squarespace-follow-buttons', function(Y) { " +
    "Y.on('domready', function() { Y.Squarespace.FollowButtonUtils.renderAll(); }); });</script>" +
    `<div class="squarespace-follow-button" data-username="${escapeAttribute(userName)}"></div>`
  );
}
