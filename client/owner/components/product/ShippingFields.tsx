// The product editor's shipping fields: each variant's weight (grams) and parcel dimensions
// (centimetres, stored in millimetres), which weight-based shipping rates use (docs/shipping.md).
// Mounted by the editor with one line; the draft carries them as each variant's `shipping`.
import type { VariantDraft } from "../../routes/product-draft";

export interface VariantShipping {
  weightGrams: string;
  lengthCm: string;
  widthCm: string;
  heightCm: string;
}

const mmToCm = (mm: number) => (mm === 0 ? "" : String(mm / 10));

/** The stored variant's shipping fields as the owner edits them. */
export function shippingDraft(v?: {
  weightGrams: number;
  lengthMm: number;
  widthMm: number;
  heightMm: number;
}) {
  return {
    weightGrams: v && v.weightGrams > 0 ? String(v.weightGrams) : "",
    lengthCm: v ? mmToCm(v.lengthMm) : "",
    widthCm: v ? mmToCm(v.widthMm) : "",
    heightCm: v ? mmToCm(v.heightMm) : "",
  };
}

/** Typed text to whole numbers; unreadable text becomes NaN, which the product schema refuses. */
const whole = (text: string, factor = 1) =>
  text.trim() === "" ? 0 : Math.round(Number(text.replace(",", ".")) * factor);

/** The fields of the product call's variant body. */
export function shippingBody(s: VariantShipping) {
  return {
    weightGrams: whole(s.weightGrams),
    lengthMm: whole(s.lengthCm, 10),
    widthMm: whole(s.widthCm, 10),
    heightMm: whole(s.heightCm, 10),
  };
}

const FIELDS = [
  ["weightGrams", "Weight (g)"],
  ["lengthCm", "Length (cm)"],
  ["widthCm", "Width (cm)"],
  ["heightCm", "Height (cm)"],
] as const;

export function ShippingFields({
  variants,
  optionNames,
  onChange,
}: {
  variants: VariantDraft[];
  optionNames: string[];
  onChange: (index: number, shipping: VariantShipping) => void;
}) {
  return (
    <fieldset>
      <legend>Shipping</legend>
      <p>Weight and parcel size of one unit; rates by weight use the weight of what is shipped.</p>
      <table className="variants">
        <thead>
          <tr>
            <th scope="col">Variant</th>
            {FIELDS.map(([, label]) => (
              <th scope="col" key={label}>
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {variants.map((v, i) => {
            const name =
              optionNames
                .map((o) => v.attributes[o])
                .filter(Boolean)
                .join(" / ") || `variant ${i + 1}`;
            return (
              <tr key={v.id ?? `new-${i}`}>
                <th scope="row">{name}</th>
                {FIELDS.map(([key, label]) => (
                  <td key={key}>
                    <input
                      aria-label={`${label} of ${name}`}
                      inputMode="decimal"
                      value={v.shipping[key]}
                      onChange={(e) => onChange(i, { ...v.shipping, [key]: e.target.value })}
                    />
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
    </fieldset>
  );
}
