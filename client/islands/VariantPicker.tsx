import type { ProductOption } from "../../worker/commerce/option-selection";

interface Props {
  id: string;
  options: ProductOption[];
  picker: "dropdown" | "radio";
  selection: Record<string, string>;
  /** 'Select {variantName}', or 'Select Value' for gift cards. */
  selectLabel?: string;
  onChange: (name: string, value: string) => void;
}

const valueOf = (event: { target: unknown }) => (event.target as { value: string }).value;

/**
 * Variant options as dropdowns or radio buttons (a per-product setting), in the owner's order,
 * each named `option:{name}` for the form's script-free post.
 */
export function VariantPicker({ id, options, picker, selection, selectLabel, onChange }: Props) {
  return (
    <div className="product-variants" data-picker={picker}>
      {options.map((option, i) =>
        picker === "radio" ? (
          <fieldset
            className="variant-option variant-radios"
            key={option.name}
            data-variant-option-name={option.name}
          >
            <legend className="variant-option-title">{option.name}</legend>
            {option.values.map((value) => (
              <label className="variant-radio" key={value}>
                <input
                  type="radio"
                  name={`option:${option.name}`}
                  value={value}
                  checked={selection[option.name] === value}
                  onChange={() => onChange(option.name, value)}
                />
                <span>{value}</span>
              </label>
            ))}
          </fieldset>
        ) : (
          <div className="variant-option" key={option.name}>
            <label className="variant-option-title" htmlFor={`${id}-${i}`}>
              {option.name}
            </label>
            <div className="variant-select-wrapper">
              <select
                id={`${id}-${i}`}
                name={`option:${option.name}`}
                data-variant-option-name={option.name}
                value={selection[option.name] ?? ""}
                onChange={(e) => onChange(option.name, valueOf(e))}
              >
                <option value="">{selectLabel ?? `Select ${option.name}`}</option>
                {option.values.map((value) => (
                  <option value={value} key={value}>
                    {value}
                  </option>
                ))}
              </select>
            </div>
          </div>
        ),
      )}
    </div>
  );
}
