// Where the cart ships, for its estimate: country, the country's region list and postal code,
// checked here with the worker's own module (worker/pricing/postal-codes.ts, the spec's messages)
// and again by the worker. Each message sits under its field, tied to it by aria-describedby.
import { useId, useState } from "react";
import type { ShoppingCartJson as Cart } from "../../worker/commerce/cart";
import { addressConfig, checkLocation } from "../../worker/pricing/postal-codes";
import type { ShippingLocation } from "../../worker/pricing/shipping";
import { setShippingLocation } from "./cart-edit-api";
import { CANCEL, COUNTRY, ESTIMATE } from "./cart-page-text";
import type { Country } from "./ShippingEstimate";

type Field = "country" | "region" | "postalCode";

interface Props {
  countries: Country[];
  initial: ShippingLocation | null;
  onCart: (cart: Cart) => void;
  onCancel: () => void;
}

export function ShippingLocationForm({ countries, initial, onCart, onCancel }: Props) {
  const id = useId();
  const [values, setValues] = useState({
    country: initial?.country ?? countries[0]?.code ?? "US",
    region: initial?.region ?? "",
    postalCode: initial?.postalCode ?? "",
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const config = addressConfig(values.country);

  const set = (name: Field) => (value: string) => {
    setValues((old) => ({
      ...old,
      [name]: value,
      ...(name === "country" ? { region: "", postalCode: "" } : {}),
    }));
    setErrors((old) => ({ ...old, [name]: undefined }));
  };

  async function submit() {
    const checked = checkLocation(values);
    if (!checked.ok) {
      setErrors(checked.errors);
      focusById(`${id}-${Object.keys(checked.errors)[0]}`);
      return;
    }
    setBusy(true);
    setFormError(null);
    const result = await setShippingLocation(values);
    setBusy(false);
    if (result.ok) onCart(result.cart);
    else if (result.field === "country" || result.field === "region" || result.field === "postalCode")
      setErrors({ [result.field]: result.message });
    else setFormError(result.message);
  }

  const a11y = (name: Field) => ({
    id: `${id}-${name}`,
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby": errors[name] ? `${id}-${name}-error` : undefined,
  });
  const error = (name: Field) =>
    errors[name] && (
      <p className="checkout-error" id={`${id}-${name}-error`} role="alert">
        {errors[name]}
      </p>
    );
  const valueOf = (e: { target: unknown }) => (e.target as { value: string }).value;

  return (
    <form
      className="cart-estimate-form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <div className="checkout-field">
        <label htmlFor={`${id}-country`}>{COUNTRY}</label>
        <select {...a11y("country")} value={values.country} onChange={(e) => set("country")(valueOf(e))}>
          {countries.map((c) => (
            <option key={c.code} value={c.code}>
              {c.name}
            </option>
          ))}
        </select>
        {error("country")}
      </div>
      {config.regions.length > 0 && (
        <div className="checkout-field">
          <label htmlFor={`${id}-region`}>{config.regionLabel}</label>
          <select {...a11y("region")} value={values.region} onChange={(e) => set("region")(valueOf(e))}>
            <option value="">Select…</option>
            {config.regions.map((r) => (
              <option key={r.code} value={r.code}>
                {r.name}
              </option>
            ))}
          </select>
          {error("region")}
        </div>
      )}
      <div className="checkout-field">
        <label htmlFor={`${id}-postalCode`}>{config.postalLabel}</label>
        <input
          {...a11y("postalCode")}
          type="text"
          autoComplete="postal-code"
          value={values.postalCode}
          onChange={(e) => set("postalCode")(valueOf(e))}
        />
        {error("postalCode")}
      </div>
      {formError && (
        <p className="checkout-error" role="alert">
          {formError}
        </p>
      )}
      <button type="submit" disabled={busy}>
        {ESTIMATE}
      </button>{" "}
      <button type="button" onClick={onCancel}>
        {CANCEL}
      </button>
    </form>
  );
}

/** The worker's type check knows no DOM: the one call made on it. */
const focusById = (elementId: string) =>
  (globalThis as { document?: { getElementById(id: string): { focus(): void } | null } }).document
    ?.getElementById(elementId)
    ?.focus();
