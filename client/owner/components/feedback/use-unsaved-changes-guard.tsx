// Leaving a screen with unsaved changes asks first. While `isDirty`, a navigation in the panel to
// another screen (a link, Back) opens "Leave without saving?" (Stay / Leave), and closing or
// reloading the tab gets the browser's own prompt (beforeunload). Returns the dialog to render.
// A screen that navigates away itself after a save passes `ignoreBlocker: true` to navigate.
import { useBlocker } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { ConfirmDialog } from "../ConfirmDialog";

/** A change of search (a tab, a filter) stays on the screen: only another path is leaving. */
const leavesScreen = ({ current, next }: { current: { pathname: string }; next: { pathname: string } }) =>
  current.pathname !== next.pathname;

export function useUnsavedChangesGuard(isDirty: boolean, what: string): ReactNode {
  const blocker = useBlocker({
    shouldBlockFn: leavesScreen,
    enableBeforeUnload: true,
    disabled: !isDirty,
    withResolver: true,
  });
  if (blocker.status !== "blocked") return null;
  return (
    <ConfirmDialog
      isOpen
      title="Leave without saving?"
      yesLabel="Leave"
      noLabel="Stay"
      onAnswer={(leave) => (leave ? blocker.proceed() : blocker.reset())}
    >
      <p>Your changes to {what} will be lost.</p>
    </ConfirmDialog>
  );
}
