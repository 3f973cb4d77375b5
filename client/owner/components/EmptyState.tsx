// What a screen says when it has nothing yet (not when a search matches nothing): what will be
// here and the step that makes the first one.
import type { ReactNode } from "react";
import "./empty-state.css";

export interface EmptyStateProps {
  title: string;
  body: string;
  /** The first step, usually a link or button to make the first one. */
  action?: ReactNode;
}

export function EmptyState({ title, body, action }: EmptyStateProps) {
  return (
    <div className="empty-state">
      <p className="empty-state-title">{title}</p>
      <p>{body}</p>
      {action ? <div className="empty-state-action">{action}</div> : null}
    </div>
  );
}
