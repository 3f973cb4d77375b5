// The panel's one toast region (react-aria's ToastRegion, a landmark named "Notifications"): the
// newest toast at the bottom right, each with a Dismiss button; F6 reaches the region by keyboard.
import {
  Button,
  Text,
  UNSTABLE_Toast as Toast,
  UNSTABLE_ToastContent as ToastContent,
  UNSTABLE_ToastRegion as AriaToastRegion,
} from "react-aria-components";
import { toastQueue } from "./toast";
import "./feedback.css";

export function ToastRegion() {
  return (
    <AriaToastRegion queue={toastQueue} className="toast-region" aria-label="Notifications">
      {({ toast }) => (
        <Toast toast={toast} className="toast">
          <ToastContent className="toast-content">
            <Text slot="title">{toast.content.text}</Text>
          </ToastContent>
          <Button slot="close" className="toast-close" aria-label="Dismiss">
            <span aria-hidden="true">×</span>
          </Button>
        </Toast>
      )}
    </AriaToastRegion>
  );
}
