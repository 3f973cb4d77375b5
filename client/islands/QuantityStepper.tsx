// A line's quantity on the cart page: − and + buttons around a number field. Buttons change it
// by one at once; typed values are sent on Enter or when the field loses focus (arrow keys in
// the field only change the draft). 0 removes the line; − stops at 1 (Remove is beside it).
// It is a real form with an Update button, posting `quantity` and the crumb to the worker, so a
// visitor without script can change the quantity too (worker/pages/routes/cart-lines.ts); once
// hydrated, its submit is the field's commit, with no reload. − and + need the script.
import { useEffect, useState } from "react";
import { MAX_QUANTITY } from "../../worker/commerce/add-to-cart";
import { decreaseLabel, increaseLabel, quantityLabel, UPDATE, updateLabel } from "./cart-page-text";

interface Props {
  title: string;
  quantity: number;
  busy: boolean;
  /** Sends the new quantity; resolves false when it was refused (the field then shows the old one). */
  onCommit: (quantity: number) => Promise<boolean>;
  /** Where the form posts without script, and the visitor's crumb it carries. */
  action: string;
  crumb: string;
  /** The id of a message about this line (a refused post's), for the field's description. */
  describedBy?: string;
}

export function QuantityStepper({ title, quantity, busy, onCommit, action, crumb, describedBy }: Props) {
  const [draft, setDraft] = useState(String(quantity));
  useEffect(() => setDraft(String(quantity)), [quantity]);
  const commit = () => {
    const next = Number(draft);
    if (draft.trim() === "" || !Number.isInteger(next) || next < 0 || next > MAX_QUANTITY) {
      setDraft(String(quantity));
      return;
    }
    if (next !== quantity) void onCommit(next).then((ok) => ok || setDraft(String(quantity)));
  };
  return (
    <form
      className="quantity-stepper-form"
      method="post"
      action={action}
      onSubmit={(e) => {
        e.preventDefault();
        if (!busy) commit();
      }}
    >
      <input type="hidden" name="crumb" value={crumb} />
      <div className="quantity-stepper" role="group" aria-label={quantityLabel(title)}>
        <button
          type="button"
          className="quantity-stepper-decrease"
          aria-label={decreaseLabel(title)}
          disabled={busy || quantity <= 1}
          onClick={() => void onCommit(quantity - 1)}
        >
          −
        </button>
        <input
          type="number"
          name="quantity"
          inputMode="numeric"
          min={0}
          max={MAX_QUANTITY}
          step={1}
          aria-label={quantityLabel(title)}
          aria-describedby={describedBy}
          value={draft}
          readOnly={busy}
          onChange={(e) => setDraft((e.target as unknown as { value: string }).value)}
          onBlur={commit}
          onKeyDown={(e) => {
            if (e.key === "Enter") {
              e.preventDefault();
              commit();
            } else if (e.key === "Escape") setDraft(String(quantity));
          }}
        />
        <button
          type="button"
          className="quantity-stepper-increase"
          aria-label={increaseLabel(title)}
          disabled={busy || quantity >= MAX_QUANTITY}
          onClick={() => void onCommit(quantity + 1)}
        >
          +
        </button>
      </div>
      <button
        type="submit"
        className="quantity-stepper-update"
        aria-label={updateLabel(title)}
        disabled={busy}
      >
        {UPDATE}
      </button>
    </form>
  );
}
