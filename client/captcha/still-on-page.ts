// The block may have left the page while the provider's script loaded (a re-render, a closed
// popup): rendering into a detached node would leave a widget nobody sees, so it is refused.
import { CAPTCHA_DOCUMENT_DESTROYED } from "../../worker/forms/messages";

export function stillOnPage(container: unknown): void {
  // `unknown`: island code also compiles for the worker, whose types have no DOM.
  if ((container as { isConnected?: boolean }).isConnected === false) {
    throw new Error(CAPTCHA_DOCUMENT_DESTROYED);
  }
}
