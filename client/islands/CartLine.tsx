// One line of the cart page: image, title and variant, unit price, quantity stepper, line
// total, and the controls to remove it or edit its form answers. The quantity and Remove are
// forms that post without script (worker/pages/routes/cart-lines.ts); hydrated, they call the API.
import type { CartEntryJson } from "../../worker/commerce/cart";
import { cartLineQuantityAction, cartLineRemoveAction } from "../../worker/commerce/cart-line-forms";
import { QuantityStepper } from "./QuantityStepper";
import { EDIT_DETAILS, editLabel, REMOVE, removeLabel } from "./cart-page-text";

interface Props {
  entry: CartEntryJson;
  /** The line as shown, with or without tax like the cart's totals (docs/taxes.md). */
  shown?: { unitPriceCents: number; totalCents: number };
  money: (cents: number) => string;
  busy: boolean;
  onQuantity: (quantity: number) => Promise<boolean>;
  onRemove: () => void;
  onEdit: () => void;
  /** The visitor's crumb, posted by the line's forms. */
  crumb: string;
  /** A refused change of this line, shown beside it. */
  notice?: { title: string; message: string };
}

/** Form answers as `label: value` pairs are not known here; the answers' values are shown. */
function answers(additionalFields: string | null): string[] {
  if (!additionalFields) return [];
  try {
    const parsed = JSON.parse(additionalFields) as unknown;
    if (parsed && typeof parsed === "object" && !Array.isArray(parsed))
      return Object.values(parsed).filter((v): v is string => typeof v === "string" && v.trim() !== "");
  } catch {
    // answers the server accepted are JSON; anything else shows nothing
  }
  return [];
}

export function CartLine({ entry, shown, money, busy, onQuantity, onRemove, onEdit, crumb, notice }: Props) {
  const noticeId = `cart-row-notice-${entry.id}`;
  return (
    <tr
      className="cart-row"
      data-sku={entry.chosenVariant.sku}
      data-entry-id={entry.id}
      aria-busy={busy || undefined}
    >
      <td className="cart-row-item">
        {entry.assetUrl && (
          <img className="cart-row-image" src={entry.assetUrl} alt="" width={80} height={100} />
        )}
        <div>
          <a className="cart-row-title" href={entry.fullUrl}>
            {entry.title}
          </a>
          {Object.entries(entry.chosenVariant.attributes).map(([name, value]) => (
            <span className="cart-row-variant" key={name}>
              {name}: {value}
            </span>
          ))}
          {answers(entry.additionalFields).map((value, i) => (
            <span className="cart-row-answer" key={i}>
              {value}
            </span>
          ))}
          <span className="cart-row-unit-price">
            {money(shown?.unitPriceCents ?? entry.purchasePriceCents)}
          </span>
          <span className="cart-row-actions">
            {entry.additionalFields !== null && (
              <button
                type="button"
                className="cart-row-edit"
                aria-label={editLabel(entry.title)}
                disabled={busy}
                onClick={onEdit}
              >
                {EDIT_DETAILS}
              </button>
            )}
            <form
              className="cart-row-remove-form"
              method="post"
              action={cartLineRemoveAction(entry.id)}
              onSubmit={(e) => {
                e.preventDefault();
                if (!busy) onRemove();
              }}
            >
              <input type="hidden" name="crumb" value={crumb} />
              <button
                type="submit"
                className="cart-row-remove"
                aria-label={removeLabel(entry.title)}
                disabled={busy}
              >
                {REMOVE}
              </button>
            </form>
          </span>
        </div>
      </td>
      <td className="cart-row-quantity">
        <QuantityStepper
          title={entry.title}
          quantity={entry.quantity}
          busy={busy}
          onCommit={onQuantity}
          action={cartLineQuantityAction(entry.id)}
          crumb={crumb}
          describedBy={notice ? noticeId : undefined}
        />
        {notice && (
          <p className="cart-row-notice add-to-cart-error" id={noticeId} role="alert">
            <strong>{notice.title}</strong> <span>{notice.message}</span>
          </p>
        )}
      </td>
      <td className="cart-row-price">
        {money(shown?.totalCents ?? entry.purchasePriceCents * entry.quantity)}
      </td>
    </tr>
  );
}
