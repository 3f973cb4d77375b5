import { useEffect, useRef, useState } from "react";
import {
  addToCartMachine,
  type AddOutcome,
  type AddToCartMachine,
  type ButtonState,
} from "./add-to-cart-machine";

export const ADDING_LABEL = "Adding…";
export const ADDED_LABEL = "Added!";
export const SOLD_OUT_LABEL = "Sold Out";
export const SELECT_OPTION_LABEL = "Select Option";

/** Where the button sits (spec section 2); add-ons show icons instead of words. */
export type ButtonKind = "detail" | "list" | "addon" | "block";

interface Props {
  label: string;
  soldOut: boolean;
  kind?: ButtonKind;
  /** A list-page button whose product needs an option chosen first: 'Select Option' for 2 s. */
  needsOption?: boolean;
  /** Performs the add; called only when the button is idle. */
  onAdd: () => Promise<AddOutcome>;
}

const realClock = {
  setTimeout: (fn: () => void, ms: number) => setTimeout(fn, ms),
  clearTimeout: (handle: unknown) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/** The add-to-cart button: idle -> Adding… -> Added! -> idle, failures shown beneath it. */
export function AddToCartButton({ label, soldOut, kind = "detail", needsOption = false, onAdd }: Props) {
  const [state, setState] = useState<ButtonState>({ status: "idle", error: null });
  const machine = useRef<AddToCartMachine | null>(null);
  machine.current ??= addToCartMachine(realClock, setState);
  useEffect(() => () => machine.current?.dispose(), []);

  const text = soldOut
    ? SOLD_OUT_LABEL
    : state.status === "adding"
      ? ADDING_LABEL
      : state.status === "added"
        ? ADDED_LABEL
        : state.status === "select-option"
          ? SELECT_OPTION_LABEL
          : label;
  const busy = state.status !== "idle";
  const status = soldOut ? "sold-out" : state.status;
  return (
    <div className={`sqs-add-to-cart-button-wrapper is-${kind}`}>
      <button
        type="submit"
        className={`sqs-add-to-cart-button sqs-button-element--primary${busy ? " is-busy" : ""}`}
        disabled={soldOut || state.status === "select-option"}
        aria-disabled={busy || soldOut}
        aria-label={kind === "addon" ? text : undefined}
        data-status={status}
        onClick={(event) => {
          event.preventDefault();
          if (soldOut) return;
          if (needsOption) machine.current!.selectOption();
          else void machine.current!.click(onAdd);
        }}
      >
        {kind === "addon" ? <AddonIcon status={status} /> : text}
      </button>
      <div className="add-to-cart-feedback" aria-live="polite">
        {state.error && (
          <div role="alert" className="add-to-cart-error">
            <strong>{state.error.title}</strong> <span>{state.error.message}</span>
          </div>
        )}
      </div>
    </div>
  );
}

/** Add-on icon states (spec section 4): plus, adding, checkmark. */
function AddonIcon({ status }: { status: string }) {
  const icon = status === "adding" ? "adding" : status === "added" ? "checkmark" : "plus";
  return (
    <svg
      className={`addon-icon addon-icon--${icon}`}
      data-icon={icon}
      aria-hidden="true"
      width="20"
      height="20"
      viewBox="0 0 20 20"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      {icon === "plus" && <path d="M10 4v12M4 10h12" />}
      {icon === "adding" && <circle cx="10" cy="10" r="6" strokeDasharray="28 10" />}
      {icon === "checkmark" && <path d="M4 10.5l4 4 8-9" />}
    </svg>
  );
}
