// A small accessible modal on the native <dialog>: showModal() makes the rest of the page inert
// (focus stays inside), Escape and the close control close it, an outside click closes it when
// asked, and focus returns to where it was. Chosen over react-aria-components to keep the
// product page inside its JavaScript budget (see the report in README.md).
import { useEffect, useId, useRef, type ReactNode } from "react";

export interface DialogProps {
  title: string;
  onClose: () => void;
  /** Close on a click on the backdrop (outside the dialog's box). */
  closeOnOutsideClick?: boolean;
  className?: string;
  children: ReactNode;
}

/** The DOM we touch, typed here: islands also compile for workerd, which has no DOM types. */
interface DialogElement {
  showModal(): void;
  close(): void;
  open: boolean;
}
interface Focusable {
  focus(): void;
}
const activeElement = () =>
  (globalThis as { document?: { activeElement: unknown } }).document?.activeElement as Focusable | null;

/** Mount it to open it; unmount it to close it. */
export function Dialog({ title, onClose, closeOnOutsideClick = true, className, children }: DialogProps) {
  const ref = useRef<unknown>(null);
  const titleId = useId();
  useEffect(() => {
    const opener = activeElement();
    const dialog = ref.current as DialogElement | null;
    if (dialog && !dialog.open) dialog.showModal();
    return () => {
      dialog?.close();
      opener?.focus();
    };
  }, []);
  return (
    <dialog
      ref={ref as never}
      className={`modal${className ? ` ${className}` : ""}`}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault(); // Escape: let the owner unmount us, so focus returns
        onClose();
      }}
      onClick={(event) => {
        // A click on the <dialog> itself (not its content box) is on the backdrop.
        if (closeOnOutsideClick && event.target === event.currentTarget) onClose();
      }}
    >
      <div className="modal-box">
        <div className="modal-header">
          <h2 id={titleId} className="modal-title">
            {title}
          </h2>
          <button type="button" className="modal-close" aria-label="Close" onClick={onClose}>
            ×
          </button>
        </div>
        {children}
      </div>
    </dialog>
  );
}
