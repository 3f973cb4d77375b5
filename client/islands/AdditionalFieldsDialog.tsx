import { useId, useState } from "react";
import type { ProductFormModel } from "../../worker/commerce/product-form";
import { Dialog } from "./Dialog";

export const REQUIRED = "Required";
export const ADD_WITH_ANSWERS = "Add To Cart";

interface Props {
  form: NonNullable<ProductFormModel["additionalFieldsForm"]>;
  /** The answers as JSON text (field id to value), or null when the visitor closed the form. */
  onDone: (answers: string | null) => void;
  /** Answers to start from (editing a cart line's answers). */
  initialValues?: Record<string, string>;
  /** The submit button's text; adding to the cart by default. */
  submitLabel?: string;
}

/** The additional-fields form in a modal lightbox, asked before the product goes in the cart. */
export function AdditionalFieldsDialog({
  form,
  onDone,
  initialValues = {},
  submitLabel = ADD_WITH_ANSWERS,
}: Props) {
  const id = useId();
  const [values, setValues] = useState<Record<string, string>>(initialValues);
  const [errors, setErrors] = useState<Record<string, string>>({});
  return (
    <Dialog
      title={form.title}
      onClose={() => onDone(null)}
      closeOnOutsideClick={false}
      className="additional-fields"
    >
      <form
        className="additional-fields-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const missing: Record<string, string> = {};
          for (const f of form.fields)
            if (f.required && !(values[f.id] ?? "").trim()) missing[f.id] = REQUIRED;
          setErrors(missing);
          if (Object.keys(missing).length === 0) onDone(JSON.stringify(values));
        }}
      >
        {form.fields.map((field) => {
          const fieldId = `${id}-${field.id}`;
          const props = {
            id: fieldId,
            name: field.id,
            required: field.required,
            "aria-invalid": errors[field.id] ? true : undefined,
            "aria-describedby": errors[field.id] ? `${fieldId}-error` : undefined,
            value: values[field.id] ?? "",
            onChange: (e: { target: unknown }) =>
              setValues({ ...values, [field.id]: (e.target as { value: string }).value }),
          };
          return (
            <div className="form-field" key={field.id}>
              <label htmlFor={fieldId}>
                {field.label}
                {field.required && <span aria-hidden="true"> *</span>}
              </label>
              {field.type === "textarea" ? (
                <textarea rows={3} {...props} />
              ) : (
                <input type="text" {...props} />
              )}
              {errors[field.id] && (
                <p className="field-error" id={`${fieldId}-error`}>
                  {errors[field.id]}
                </p>
              )}
            </div>
          );
        })}
        <button type="submit" className="sqs-button-element--primary">
          {submitLabel}
        </button>
      </form>
    </Dialog>
  );
}
