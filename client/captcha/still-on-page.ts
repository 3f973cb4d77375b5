// The block may have left the page while the provider's script loaded (a re-render, a closed
// popup): rendering into a detached node would leave a widget nobody sees, so it is refused.
import { CAPTCHA_DOCUMENT_DESTROYED } from "../../worker/forms/messages";

export function stillOnPage(container: { isConnected: boolean }): void {
  if (!container.isConnected) throw new Error(CAPTCHA_DOCUMENT_DESTROYED);
}
