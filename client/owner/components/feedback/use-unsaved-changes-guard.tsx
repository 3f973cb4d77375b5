// Leaving a screen with unsaved changes asks first. While `isDirty`, a navigation in the panel to
// another screen (a link, Back) opens "Leave without saving?" (Stay / Leave), and closing or
// reloading the tab gets the browser's own prompt (beforeunload). Returns the dialog to render.
// A screen that saves by itself (the page editor's autosave) passes `saveFirst`: leaving then
// waits for that save and asks only if it fails. A screen that navigates away itself after a save
// passes `ignoreBlocker: true` to navigate.
import { useBlocker } from "@tanstack/react-router";
import { useCallback, useRef, type ReactNode } from "react";
import { ConfirmDialog } from "../ConfirmDialog";

interface Leaving {
  current: { pathname: string };
  next: { pathname: string };
}

export function useUnsavedChangesGuard(
  isDirty: boolean,
  what: string,
  saveFirst?: () => Promise<void>,
): ReactNode {
  const save = useRef(saveFirst);
  save.current = saveFirst;
  // Stable, so the blocker is not registered again on every render.
  const shouldBlockFn = useCallback(async ({ current, next }: Leaving) => {
    // A change of search (a tab, a filter) stays on the screen: only another path is leaving.
    if (current.pathname === next.pathname) return false;
    if (!save.current) return true;
    try {
      await save.current();
      return false;
    } catch {
      return true;
    }
  }, []);
  const blocker = useBlocker({
    shouldBlockFn,
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
