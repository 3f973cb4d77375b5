// The panel's toasts: one queue for the whole panel, shown by <ToastRegion> in the frame. A screen
// says what happened once a save, delete or publish succeeded: `toast.success("“Linen tote” saved")`.
// Failures are not toasts: they stay in the screen's ErrorBanner, next to what failed.
import { UNSTABLE_ToastQueue as ToastQueue } from "react-aria-components";

export interface ToastContent {
  text: string;
}

/** How long a toast stays; react-aria pauses it while the region is hovered or focused. */
export const TOAST_TIMEOUT_MS = 5000;

export const toastQueue = new ToastQueue<ToastContent>({ maxVisibleToasts: 3 });

export const toast = {
  success(text: string): void {
    toastQueue.add({ text }, { timeout: TOAST_TIMEOUT_MS });
  },
};
