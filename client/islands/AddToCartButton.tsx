import { useEffect, useRef, useState } from "react";
import { AddToCartMachine, type AddOutcome, type ButtonState } from "./add-to-cart-machine";

export const ADDING_LABEL = "Adding…";
export const ADDED_LABEL = "Added!";
export const SOLD_OUT_LABEL = "Sold Out";

interface Props {
  label: string;
  soldOut: boolean;
  /** Performs the add; called only when the button is idle. */
  onAdd: () => Promise<AddOutcome>;
}

const realClock = {
  setTimeout: (fn: () => void, ms: number) => setTimeout(fn, ms),
  clearTimeout: (handle: unknown) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/** The add-to-cart button: idle -> Adding… -> Added! -> idle, failures shown beneath it. */
export function AddToCartButton({ label, soldOut, onAdd }: Props) {
  const [state, setState] = useState<ButtonState>({ status: "idle", error: null });
  const machine = useRef<AddToCartMachine | null>(null);
  machine.current ??= new AddToCartMachine(realClock, setState);
  useEffect(() => () => machine.current?.dispose(), []);

  const text = soldOut
    ? SOLD_OUT_LABEL
    : state.status === "adding"
      ? ADDING_LABEL
      : state.status === "added"
        ? ADDED_LABEL
        : label;
  const busy = state.status !== "idle";
  return (
    <div className="sqs-add-to-cart-button-wrapper">
      <button
        type="submit"
        className={`sqs-add-to-cart-button sqs-button-element--primary${busy ? " is-busy" : ""}`}
        disabled={soldOut}
        aria-disabled={busy || soldOut}
        data-status={soldOut ? "sold-out" : state.status}
        onClick={(event) => {
          event.preventDefault();
          if (!soldOut) void machine.current!.click(onAdd);
        }}
      >
        {text}
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
