// HTML an owner typed (the code block). Until the allow-list sanitiser lands (rich-text part), it is
// shown as escaped text: never owner markup, so never an owner script or event handler.
import { escapeHtml } from "../template/strings";

export function ownerHtml(html: string): string {
  return escapeHtml(html);
}
