// The cart page's lines and totals, rendered by the worker from the visitor's cart (else fetched), with
// each line's quantity, removal and form answers editable. Every change goes through cart-api's
// `send`, and the answer's cart replaces the page's (so the header counter follows). A failure
// shows the spec's cart title ('Unable to update quantity'…) and the reason. Coupons and the
// shipping estimate are stored on the cart, so the totals come priced from its JSON.
import { signal } from "../analytics/signal";
import { Suspense, useEffect, useState } from "react";
import { lazyPart } from "./lazy-part";
import type { CartEntryJson, ShoppingCartJson as Cart } from "../../worker/commerce/cart";
import type { CartLineNotice } from "../../worker/commerce/cart-line-forms";
import { formatMinor } from "../../worker/commerce/format-minor";
import {
  CHECK_CONNECTION,
  PLEASE_TRY_AGAIN,
  UNABLE_TO_ADD_ITEM_TO_CART,
  UNABLE_TO_OPEN_FORM,
  UNABLE_TO_REMOVE_ITEM,
  UNABLE_TO_UPDATE_FORM,
  UNABLE_TO_UPDATE_QUANTITY,
} from "../../worker/commerce/cart-edit-messages";
import { SERVER_ERROR } from "../../worker/http/messages";
import { addToCart, fetchCart, UNABLE_TO_CONNECT } from "./cart-api";
import {
  type AdditionalFieldsForm,
  type CartChange,
  changeQuantity,
  fetchAdditionalFieldsForm,
  removeEntry,
  updateAdditionalFields,
} from "./cart-edit-api";
import {
  CART_EMPTY,
  CART_LOAD_FAILED,
  CART_LOADING,
  CONTINUE_SHOPPING,
  DISMISS,
  removedNotice,
  SAVE_DETAILS,
  UNDO,
} from "./cart-page-text";
import { loadCart, setCart, useCart } from "./cart-store";
import { CartLine } from "./CartLine";
import { CartTotals } from "./CartTotals";
import { CouponForm } from "./CouponForm";
import { type Country, ShippingEstimate } from "./ShippingEstimate";

export { CART_EMPTY, CART_LOAD_FAILED, CART_LOADING } from "./cart-page-text";

const AdditionalFieldsDialog = lazyPart("AdditionalFieldsDialog", () =>
  import("./product-parts").then((m) => m.AdditionalFieldsDialog),
);

export interface CartViewProps {
  currency: string;
  locale: string;
  shopUrl: string;
  checkoutUrl: string;
  /** Countries of the shipping estimate, `{code, name}`; the first is the default. */
  countries?: Country[];
  /** The visitor's cart as the page was rendered (worker/pages/routes/cart.ts): the first state. */
  cart?: Omit<Cart, "websiteId">;
  /** The visitor's crumb, posted by the lines' forms without script (worker/pages/routes/cart-lines.ts). */
  crumb?: string;
  /** Such a post's refusal, shown beside its line (above the lines when the line is gone). */
  notice?: CartLineNotice;
}

const EMPTY = { entries: [], subtotalCents: 0, totalQuantity: 0 } as unknown as Cart;

type Load = { status: "loading" } | { status: "failed" } | { status: "loaded"; cart: Cart };
interface Failure {
  title: string;
  message: string;
  /** The line it concerns, when shown beside it (a refused post without script). */
  entryId?: string | null;
}
interface Editing {
  entry: CartEntryJson;
  form: AdditionalFieldsForm;
}

function parseAnswers(text: string | null): Record<string, string> {
  try {
    const parsed = JSON.parse(text ?? "{}") as Record<string, unknown>;
    return Object.fromEntries(
      Object.entries(parsed).filter((kv): kv is [string, string] => typeof kv[1] === "string"),
    );
  } catch {
    return {};
  }
}

export function CartView({
  currency,
  locale,
  shopUrl,
  checkoutUrl = "/checkout",
  countries = [],
  cart: rendered,
  crumb = "",
  notice,
}: CartViewProps) {
  const shared = useCart();
  const [load, setLoad] = useState<Load>(
    rendered ? { status: "loaded", cart: rendered as Cart } : { status: "loading" },
  );
  const [attempt, setAttempt] = useState(0);
  const [busy, setBusy] = useState<ReadonlySet<string>>(new Set());
  const [failure, setFailure] = useState<Failure | null>(notice ?? null);
  const [removed, setRemoved] = useState<CartEntryJson | null>(null);
  const [editing, setEditing] = useState<Editing | null>(null);
  useEffect(() => {
    let live = true;
    // The shared load first (no request without a cart); a retry asks the server again.
    const request =
      attempt === 0 ? loadCart().then((c) => c ?? EMPTY) : fetchCart().then((c) => (setCart(c), c));
    request
      .then((cart) => live && setLoad({ status: "loaded", cart }))
      .catch(() => live && setLoad({ status: "failed" }));
    return () => {
      live = false;
    };
  }, [attempt]);
  useEffect(() => {
    if (shared) setLoad({ status: "loaded", cart: shared });
  }, [shared]);

  /** One change of one line: the line is busy meanwhile; the answer's cart becomes the page's. */
  async function change(
    entryId: string,
    title: string,
    call: () => Promise<CartChange>,
  ): Promise<CartChange> {
    setBusy((b) => new Set(b).add(entryId));
    setFailure(null);
    const result = await call();
    setBusy((b) => {
      const next = new Set(b);
      next.delete(entryId);
      return next;
    });
    if (result.ok) setCart(result.cart);
    else setFailure({ title, message: result.message });
    return result;
  }

  async function remove(entry: CartEntryJson) {
    const result = await change(entry.id, UNABLE_TO_REMOVE_ITEM, () => removeEntry(entry.id));
    if (result.ok) {
      setRemoved(entry);
      signal({ name: "RemoveFromCart", objectIdentifier: entry.itemId });
    }
  }

  async function undo(entry: CartEntryJson) {
    setRemoved(null);
    setFailure(null);
    const outcome = await addToCart(
      {
        itemId: entry.itemId,
        sku: entry.chosenVariant.sku,
        quantity: entry.quantity,
        additionalFields: entry.additionalFields ?? "",
      },
      UNABLE_TO_ADD_ITEM_TO_CART,
    );
    if (outcome.ok && outcome.cart) setCart(outcome.cart);
    else if (!outcome.ok && "message" in outcome)
      setFailure({
        title: UNABLE_TO_ADD_ITEM_TO_CART,
        message:
          outcome.message === UNABLE_TO_CONNECT
            ? CHECK_CONNECTION
            : outcome.message === SERVER_ERROR
              ? PLEASE_TRY_AGAIN
              : outcome.message,
      });
  }

  async function openForm(entry: CartEntryJson) {
    setFailure(null);
    setBusy((b) => new Set(b).add(entry.id));
    let form: AdditionalFieldsForm | null = null;
    let message = PLEASE_TRY_AGAIN;
    try {
      form = await fetchAdditionalFieldsForm(entry.fullUrl);
    } catch (error) {
      // fetch rejects with a TypeError when no answer came; otherwise the server's reason.
      message = error instanceof TypeError || !(error instanceof Error) ? CHECK_CONNECTION : error.message;
    }
    setBusy((b) => {
      const next = new Set(b);
      next.delete(entry.id);
      return next;
    });
    if (form) setEditing({ entry, form });
    else setFailure({ title: UNABLE_TO_OPEN_FORM, message });
  }

  if (load.status === "loading") return <p className="cart-status">{CART_LOADING}</p>;
  if (load.status === "failed") {
    return (
      <p className="cart-status" role="alert">
        {CART_LOAD_FAILED}{" "}
        <button type="button" onClick={() => (setLoad({ status: "loading" }), setAttempt(attempt + 1))}>
          Retry
        </button>
      </p>
    );
  }
  const { cart } = load;
  const money = (cents: number) => formatMinor(cents, currency, locale);
  const beside = failure?.entryId && cart.entries.some((e) => e.id === failure.entryId) ? failure : null;
  const notices = (
    <>
      {failure && !beside && (
        <div className="cart-error add-to-cart-error" role="alert">
          <strong>{failure.title}</strong> <span>{failure.message}</span>{" "}
          <button type="button" className="cart-error-dismiss" onClick={() => setFailure(null)}>
            {DISMISS}
          </button>
        </div>
      )}
      {removed && (
        <p className="cart-removed" role="status">
          {removedNotice(removed.title)}{" "}
          <button type="button" onClick={() => void undo(removed)}>
            {UNDO}
          </button>
        </p>
      )}
    </>
  );
  if (cart.entries.length === 0) {
    return (
      <div className="cart-empty">
        {notices}
        <p>{CART_EMPTY}</p>
        <a href={shopUrl}>{CONTINUE_SHOPPING}</a>
      </div>
    );
  }
  return (
    <div className="cart-contents">
      {notices}
      <table className="cart-table">
        <caption className="visually-hidden">Items in your cart</caption>
        <thead>
          <tr>
            <th scope="col">Item</th>
            <th scope="col">Quantity</th>
            <th scope="col">Price</th>
          </tr>
        </thead>
        <tbody>
          {cart.entries.map((entry, i) => (
            <CartLine
              key={entry.id}
              entry={entry}
              shown={cart.shownLines?.[i]}
              money={money}
              busy={busy.has(entry.id)}
              onQuantity={(quantity) =>
                change(entry.id, UNABLE_TO_UPDATE_QUANTITY, () => changeQuantity(entry.id, quantity)).then(
                  (r) => r.ok,
                )
              }
              onRemove={() => void remove(entry)}
              onEdit={() => void openForm(entry)}
              crumb={crumb}
              notice={beside?.entryId === entry.id ? beside : undefined}
            />
          ))}
        </tbody>
      </table>
      <div className="cart-adjustments">
        <CouponForm cart={cart} money={money} onCart={setCart} />
        {cart.requiresShipping && (
          <ShippingEstimate cart={cart} countries={countries} money={money} onCart={setCart} />
        )}
      </div>
      <CartTotals cart={cart} money={money} checkoutUrl={checkoutUrl} />
      {editing && (
        <Suspense fallback={null}>
          <AdditionalFieldsDialog
            form={editing.form}
            initialValues={parseAnswers(editing.entry.additionalFields)}
            submitLabel={SAVE_DETAILS}
            onDone={(answers) => {
              const { entry } = editing;
              setEditing(null);
              if (answers !== null)
                void change(entry.id, UNABLE_TO_UPDATE_FORM, () => updateAdditionalFields(entry, answers));
            }}
          />
        </Suspense>
      )}
    </div>
  );
}
