// The checkout page (page type 201): contact, shipping address (per-country regions and the
// spec's postal-code rules, checked here first with the worker's own module), shipping option,
// coupon, gift card, card, and the order's price from the quote route as the visitor types.
// Placing the order sends one checkout id per attempt, so a double click or a retry after a lost
// answer is one order; the id is renewed only after an answer that ends the attempt.
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from "react";
import { formatMinor } from "../../worker/commerce/format-minor";
import { isValidEmail } from "../../worker/forms/email-check";
import {
  ADDRESS_REQUIRED,
  CARD_REQUIRED,
  CART_EMPTY,
  CITY_REQUIRED,
  EMAIL_INVALID,
  NAME_REQUIRED,
  PLACE_ORDER,
  PLACING_ORDER,
} from "../../worker/orders/messages";
import { addressConfig, checkLocation } from "../../worker/pricing/postal-codes";
import { includedTaxText } from "../../worker/pricing/tax-display";
import { cartExpected } from "./cart-store";
import {
  fetchQuote,
  newCheckoutId,
  placeOrder,
  type ExpressItem,
  type PricingRequest,
  type Quote,
} from "./checkout-api";

export interface CheckoutProps {
  currency: string;
  locale: string;
  /** Countries offered in the address, `{code, name}`; the first is the default. */
  countries: { code: string; name: string }[];
  /** An express checkout's one line ('Purchase'), else null: the cart. */
  express: ExpressItem | null;
  /** The subscription checkout's cart token (/commerce/subscription?cartToken=), else null. */
  subscriptionToken?: string | null;
  /** The test payment provider takes the order: say which cards work. */
  testMode: boolean;
  cartUrl: string;
}

export const QUOTE_LOADING = "Loading your order…";

type Errors = Partial<Record<string, string>>;

export function Checkout({
  currency,
  locale,
  countries,
  express,
  subscriptionToken = null,
  testMode,
  cartUrl,
}: CheckoutProps) {
  const money = (cents: number) => formatMinor(cents, currency, locale);
  const [f, setF] = useState({
    email: "",
    name: "",
    line1: "",
    line2: "",
    city: "",
    country: countries[0]?.code ?? "US",
    region: "",
    postalCode: "",
    card: "",
  });
  const [optionId, setOptionId] = useState<string | null>(null);
  // null: the codes stored on the cart (the quote answers them), until the visitor edits them here.
  const [coupons, setCoupons] = useState<string[] | null>(null);
  const [couponInput, setCouponInput] = useState("");
  const [giftCode, setGiftCode] = useState<string | null>(null);
  const [giftInput, setGiftInput] = useState("");
  const [quote, setQuote] = useState<Quote | null>(null);
  const [quoteError, setQuoteError] = useState<string | null>(null);
  const [noCart, setNoCart] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const checkoutId = useRef<string | null>(null);
  const quoteSeq = useRef(0);

  const config = addressConfig(f.country);
  const location = checkLocation({ country: f.country, region: f.region, postalCode: f.postalCode });

  const pricing = (): PricingRequest => ({
    ...(coupons ? { couponCodes: coupons } : {}),
    ...(location.ok
      ? { shippingAddress: { country: f.country, region: f.region, postalCode: f.postalCode } }
      : {}),
    ...(optionId ? { shippingOptionId: optionId } : {}),
    ...(giftCode ? { giftCardCode: giftCode } : {}),
    ...(express ? { express } : {}),
    ...(subscriptionToken !== null ? { subscriptionToken } : {}),
  });

  // Price again whenever what the price depends on changes (a valid location only).
  const locationKey = location.ok ? JSON.stringify(location.location) : "";
  useEffect(() => {
    // Without a cart cookie there is nothing to price (the cart store's rule): say so at once.
    if (!express && subscriptionToken === null && !cartExpected(browser().document?.cookie ?? "")) {
      setNoCart(true);
      return;
    }
    const seq = ++quoteSeq.current;
    void fetchQuote(pricing()).then((answer) => {
      if (seq !== quoteSeq.current) return;
      if (answer.ok) {
        setQuote(answer.value);
        setQuoteError(null);
        prefillLocation(answer.value.shippingLocation);
      } else setQuoteError(answer.message);
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [locationKey, optionId, coupons?.join("\n"), giftCode]);

  /** The location the visitor gave on the cart page, while the address here is still untouched. */
  const prefilled = useRef(false);
  const prefillLocation = (stored: Quote["shippingLocation"]) => {
    if (prefilled.current || !stored) return;
    prefilled.current = true;
    if (!countries.some((c) => c.code === stored.country)) return;
    setF((old) =>
      old.postalCode || old.region
        ? old
        : {
            ...old,
            country: stored.country,
            region: stored.region ?? "",
            postalCode: stored.postalCode ?? "",
          },
    );
  };

  const set = (name: keyof typeof f) => (value: string) => {
    setF((old) => ({ ...old, [name]: value, ...(name === "country" ? { region: "", postalCode: "" } : {}) }));
    setErrors((old) => ({ ...old, [`shippingAddress.${name}`]: undefined, [name]: undefined }));
  };

  /** The postal code's and region's messages as soon as the visitor leaves the field. */
  const checkPlace = () => {
    if (location.ok) return;
    setErrors((old) => ({
      ...old,
      ...(f.postalCode && location.errors.postalCode
        ? { "shippingAddress.postalCode": location.errors.postalCode }
        : {}),
    }));
  };

  // A cart of digital items, gift cards and services ships nothing: no address is asked.
  const shipped = quote?.requiresShipping ?? true;

  function localErrors(isValidEmail: (value: string) => boolean): Errors {
    const e: Errors = {};
    if (!isValidEmail(f.email.trim())) e.email = EMAIL_INVALID;
    if (shipped) addressErrors(e);
    // A subscription saves the card for its renewals, even when a gift card pays the first order.
    if (((quote?.amountDueCents ?? 1) > 0 || subscriptionToken !== null) && !f.card.trim()) {
      e.paymentMethod = CARD_REQUIRED;
    }
    return e;
  }

  function addressErrors(e: Errors) {
    if (!f.name.trim()) e["shippingAddress.name"] = NAME_REQUIRED;
    if (!f.line1.trim()) e["shippingAddress.line1"] = ADDRESS_REQUIRED;
    if (!f.city.trim()) e["shippingAddress.city"] = CITY_REQUIRED;
    if (!location.ok) {
      for (const [k, v] of Object.entries(location.errors)) e[`shippingAddress.${k}`] = v;
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (submitting) return;
    setFormError(null);
    const found = localErrors(isValidEmail);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      const first = Object.keys(found)[0]!;
      focusField(first);
      return;
    }
    setSubmitting(true);
    checkoutId.current ??= newCheckoutId();
    const { shippingAddress: _location, ...rest } = pricing();
    const answer = await placeOrder({
      ...rest,
      checkoutId: checkoutId.current,
      email: f.email.trim(),
      shippingAddress: shipped
        ? {
            name: f.name,
            line1: f.line1,
            line2: f.line2,
            city: f.city,
            country: f.country,
            region: f.region,
            postalCode: f.postalCode,
          }
        : null,
      ...(f.card.trim() ? { paymentMethod: f.card.trim() } : {}),
    });
    if (answer.ok) {
      browser().location?.assign(answer.value.redirect);
      return;
    }
    // 503 and lost answers: the outcome is not known yet; retry with the same id.
    if (answer.status !== 503 && answer.status !== 0) checkoutId.current = null;
    setSubmitting(false);
    if (answer.field) {
      setErrors({ [answer.field]: answer.message });
      focusField(answer.field);
    }
    setFormError(answer.message);
    // The store may have changed (stock, a coupon's uses, a gift card's balance): price again.
    const again = await fetchQuote(pricing());
    if (again.ok) setQuote(again.value);
  }

  if (noCart || quote?.emptyMessage) {
    return (
      <div className="checkout-empty">
        <p>{quote?.emptyMessage ?? CART_EMPTY}</p>
        <a href={cartUrl}>Back to the cart</a>
      </div>
    );
  }
  if (!quote) {
    return (
      <p className="checkout-status" role={quoteError ? "alert" : "status"}>
        {quoteError ?? QUOTE_LOADING}
      </p>
    );
  }

  const field = (name: string, label: string, input: ReactNode, hint?: string) => (
    <div className="checkout-field">
      <label htmlFor={fieldId(name)}>{label}</label>
      {input}
      {hint && (
        <p className="checkout-hint" id={`${fieldId(name)}-hint`}>
          {hint}
        </p>
      )}
      {errors[name] && (
        <p className="checkout-error" id={`${fieldId(name)}-error`} role="alert">
          {errors[name]}
        </p>
      )}
    </div>
  );
  const a11y = (name: string, hint = false) => ({
    id: fieldId(name),
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby":
      [errors[name] ? `${fieldId(name)}-error` : "", hint ? `${fieldId(name)}-hint` : ""]
        .filter(Boolean)
        .join(" ") || undefined,
  });
  const text = (name: string, key: keyof typeof f, autoComplete: string, extra: object = {}) => (
    <input
      type="text"
      {...a11y(name)}
      name={name}
      autoComplete={autoComplete}
      value={f[key]}
      onChange={(e) => set(key)(valueOf(e))}
      {...extra}
    />
  );

  return (
    <form className="checkout-form" onSubmit={submit} noValidate aria-busy={submitting}>
      <section className="checkout-summary" aria-labelledby="checkout-summary-title">
        <h2 id="checkout-summary-title">Your order</h2>
        {quote.subscription && (
          <p className="checkout-subscription">
            Subscription: {quote.subscription.terms}, plus shipping and tax. Your card is saved to pay each
            renewal; the confirmation email has a link to cancel at any time.
          </p>
        )}
        <ul className="checkout-lines">
          {quote.lines.map((l) => (
            <li key={l.sku}>
              <span className="checkout-line-title">
                {l.quantity} × {l.title}
                {Object.keys(l.attributes).length > 0 &&
                  ` (${Object.entries(l.attributes)
                    .map(([k, v]) => `${k}: ${v}`)
                    .join(", ")})`}
              </span>{" "}
              <span className="checkout-line-total">{money(l.totalCents)}</span>
            </li>
          ))}
        </ul>
        <dl className="checkout-totals">
          <dt>Subtotal</dt>
          <dd>{money(quote.subtotalCents)}</dd>
          {quote.discountCents > 0 && (
            <>
              <dt>Discount</dt>
              <dd>−{money(quote.discountCents)}</dd>
            </>
          )}
          {quote.requiresShipping && (
            <>
              <dt>Shipping</dt>
              <dd>{money(quote.shippingCostCents)}</dd>
            </>
          )}
          {!quote.taxIncluded && (
            <>
              <dt>Tax</dt>
              <dd className="checkout-tax">{money(quote.taxCents)}</dd>
            </>
          )}
          <dt>Total</dt>
          <dd className="checkout-grand-total">{money(quote.grandTotalCents)}</dd>
          {quote.taxIncluded && quote.taxCents > 0 && (
            <dd className="checkout-included-tax">{includedTaxText(money(quote.taxCents), quote.taxName)}</dd>
          )}
          {quote.giftCard && quote.giftCard.appliedCents > 0 && (
            <>
              <dt>Gift card ····{quote.giftCard.last4}</dt>
              <dd>−{money(quote.giftCard.appliedCents)}</dd>
              <dt>To pay</dt>
              <dd className="checkout-amount-due">{money(quote.amountDueCents)}</dd>
            </>
          )}
        </dl>
      </section>

      <fieldset>
        <legend>Contact</legend>
        {field("email", "Email", text("email", "email", "email", { type: "email", inputMode: "email" }))}
      </fieldset>

      {shipped && (
        <fieldset>
          <legend>Shipping address</legend>
          {field("shippingAddress.name", "Full name", text("shippingAddress.name", "name", "name"))}
          {field("shippingAddress.line1", "Address", text("shippingAddress.line1", "line1", "address-line1"))}
          {field(
            "shippingAddress.line2",
            "Apartment, suite, etc. (optional)",
            text("shippingAddress.line2", "line2", "address-line2"),
          )}
          {field(
            "shippingAddress.city",
            "Town or city",
            text("shippingAddress.city", "city", "address-level2"),
          )}
          {field(
            "shippingAddress.country",
            "Country",
            <select
              {...a11y("shippingAddress.country")}
              autoComplete="country"
              value={f.country}
              onChange={(e) => set("country")(valueOf(e))}
            >
              {countries.map((c) => (
                <option key={c.code} value={c.code}>
                  {c.name}
                </option>
              ))}
            </select>,
          )}
          {config.regions.length > 0 &&
            field(
              "shippingAddress.region",
              config.regionLabel,
              <select
                {...a11y("shippingAddress.region")}
                autoComplete="address-level1"
                value={f.region}
                onChange={(e) => set("region")(valueOf(e))}
              >
                <option value="">Select…</option>
                {config.regions.map((r) => (
                  <option key={r.code} value={r.code}>
                    {r.name}
                  </option>
                ))}
              </select>,
            )}
          {field(
            "shippingAddress.postalCode",
            config.postalLabel,
            text("shippingAddress.postalCode", "postalCode", "postal-code", { onBlur: checkPlace }),
          )}
        </fieldset>
      )}

      {quote.requiresShipping && (
        <fieldset className="checkout-shipping-options">
          <legend>Shipping</legend>
          {quote.shippingOptions.length === 0 ? (
            <p className="checkout-hint">Enter your address to see the shipping options.</p>
          ) : (
            quote.shippingOptions.map((o) => (
              <label key={o.id} className="checkout-option">
                <input
                  type="radio"
                  name="shippingOptionId"
                  value={o.id}
                  checked={quote.selectedShippingOption?.id === o.id}
                  onChange={() => setOptionId(o.id)}
                />{" "}
                {o.name} — {money(o.costCents)}
              </label>
            ))
          )}
          {errors.shippingOptionId && (
            <p className="checkout-error" role="alert">
              {errors.shippingOptionId}
            </p>
          )}
        </fieldset>
      )}

      <fieldset>
        <legend>Discount</legend>
        {field(
          "couponCodes",
          "Coupon code",
          <span className="checkout-inline">
            <input
              type="text"
              {...a11y("couponCodes")}
              value={couponInput}
              onChange={(e) => setCouponInput(valueOf(e))}
              onKeyDown={(e) => {
                if (e.key === "Enter") {
                  e.preventDefault();
                  applyCoupon();
                }
              }}
            />
            {/* Named apart from the gift card's Apply in a list of the page's buttons. */}
            <button type="button" onClick={applyCoupon} aria-label="Apply coupon">
              Apply
            </button>
          </span>,
        )}
        <ul className="checkout-coupons">
          {quote.validCoupons.map((c) => (
            <li key={c.code}>
              {c.code} {!c.automatic && <RemoveCoupon code={c.code} onRemove={removeCoupon} />}
            </li>
          ))}
          {quote.invalidCoupons.map((c) => (
            <li key={c.code} className="checkout-error" role="alert">
              {c.code}: {c.message} <RemoveCoupon code={c.code} onRemove={removeCoupon} />
            </li>
          ))}
        </ul>
        {field(
          "giftCardCode",
          "Gift card code",
          <span className="checkout-inline">
            <input
              type="text"
              {...a11y("giftCardCode")}
              value={giftInput}
              autoComplete="off"
              onChange={(e) => setGiftInput(valueOf(e))}
            />
            <button
              type="button"
              onClick={() => setGiftCode(giftInput.trim() || null)}
              aria-label="Apply gift card"
            >
              Apply
            </button>
          </span>,
        )}
        {quote.giftCardMessage && (
          <p className="checkout-error" role="alert">
            {quote.giftCardMessage}
          </p>
        )}
      </fieldset>

      {quote.amountDueCents > 0 && (
        <fieldset>
          <legend>Payment</legend>
          {field(
            "paymentMethod",
            "Card number",
            <input
              type="text"
              {...a11y("paymentMethod", testMode)}
              inputMode="numeric"
              autoComplete="cc-number"
              value={f.card}
              onChange={(e) => set("card")(valueOf(e))}
            />,
            testMode
              ? "Test mode: pay with 4242 4242 4242 4242; 4000 0000 0000 0002 is declined."
              : undefined,
          )}
        </fieldset>
      )}

      {quote.minimumMessage && (
        <p className="checkout-error checkout-minimum" role="alert">
          {quote.minimumMessage}
        </p>
      )}
      {formError && (
        <p className="checkout-error checkout-form-error" role="alert">
          {formError}
        </p>
      )}
      <button
        type="submit"
        className="checkout-place-order"
        disabled={submitting || quote.minimumMessage !== null}
        aria-disabled={submitting || quote.minimumMessage !== null}
      >
        {submitting ? PLACING_ORDER : PLACE_ORDER}
      </button>
    </form>
  );

  function applyCoupon() {
    const code = couponInput.trim();
    if (!code) return;
    const current = coupons ?? quote?.coupons ?? [];
    if (!current.some((c) => c.toUpperCase() === code.toUpperCase())) setCoupons([...current, code]);
    setCouponInput("");
  }

  function removeCoupon(code: string) {
    setCoupons((coupons ?? quote?.coupons ?? []).filter((c) => c.toUpperCase() !== code.toUpperCase()));
  }
}

/** The id of a field's control: `shippingAddress.postalCode` → `checkout-shippingAddress-postalCode`. */
const fieldId = (name: string) => `checkout-${name.replaceAll(".", "-")}`;

/** An input's or select's value (the worker's type check knows no DOM). */
const valueOf = (e: { target: unknown }) => (e.target as { value: string }).value;

interface BrowserGlobals {
  document?: { cookie: string; getElementById(id: string): { focus(): void } | null };
  location?: { assign(url: string): void };
}
const browser = () => globalThis as BrowserGlobals;

const focusField = (name: string) => browser().document?.getElementById(fieldId(name))?.focus();

function RemoveCoupon({ code, onRemove }: { code: string; onRemove: (code: string) => void }) {
  return (
    <button type="button" onClick={() => onRemove(code)} aria-label={`Remove coupon ${code}`}>
      Remove
    </button>
  );
}
