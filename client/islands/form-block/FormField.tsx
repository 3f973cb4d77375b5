// One field of the form block, by type (spec section 3), rendered the same on the server and in
// the browser. Single inputs have a <label>; multi-part and choice fields are a <fieldset> with a
// <legend>, each part labelled. A field's error and description are tied to its inputs with
// aria-describedby; an erroneous input is aria-invalid. Every control has a name (the field id,
// `id.n` for a part or a survey question), so the form also posts without script
// (worker/forms/posted-values.ts reads it back).
import type { ReactNode } from "react";
import type { FieldDefinition } from "../../../worker/forms/field-types";
import { SUB_VALUE_PARTS } from "../../../worker/forms/sub-values";
import type { FieldValue } from "../../../worker/forms/field-values";
import { textareaCounter } from "../../../worker/forms/textarea-counter";

export interface FieldProps {
  field: FieldDefinition;
  /** Unique per block instance: the prefix of every element id. */
  idBase: string;
  value: FieldValue | undefined;
  error: string | undefined;
  disabled: boolean;
  onChange(value: FieldValue): void;
}

const INPUT_TYPES: Partial<Record<FieldDefinition["type"], string>> = {
  email: "email",
  website: "url",
  password: "password",
  number: "text",
  currency: "text",
};
const AUTOCOMPLETE: Partial<Record<string, string>> = {
  email: "email",
  website: "url",
  "name.0": "given-name",
  "name.1": "family-name",
  "address.0": "address-line1",
  "address.1": "address-line2",
  "address.2": "address-level2",
  "address.3": "address-level1",
  "address.4": "postal-code",
  "address.5": "country-name",
  "phone.0": "tel-country-code",
};
/** Phone parts shown: the country code only when the owner asked for it (3 parts are sent otherwise). */
const phoneParts = (field: FieldDefinition & { type: "phone" }) =>
  field.showCountryCode ? SUB_VALUE_PARTS.phone : SUB_VALUE_PARTS.phone.slice(1);

const inputValue = (e: { target: unknown }) => (e.target as { value: string }).value;
const inputChecked = (e: { target: unknown }) => (e.target as { checked: boolean }).checked;

function Required({ field }: { field: FieldDefinition }) {
  return field.required ? <span className="form-field-required"> (required)</span> : null;
}

export function FormField({ field, idBase, value, error, disabled, onChange }: FieldProps) {
  const id = `${idBase}-${field.id}`;
  const errorId = `${id}-error`;
  const descId = `${id}-description`;
  const describedBy = [field.description && descId, error && errorId].filter(Boolean).join(" ") || undefined;
  const invalid = error ? true : undefined;
  const description = field.description ? (
    <p className="form-field-description" id={descId}>
      {field.description}
    </p>
  ) : null;
  const errorText = error ? (
    <p className="form-field-error" id={errorId}>
      {error}
    </p>
  ) : null;
  const common = { disabled, "aria-describedby": describedBy, "aria-invalid": invalid };

  const group = (children: ReactNode, role?: "radiogroup") => (
    <fieldset
      className={`form-field form-field-${field.type}${error ? " has-error" : ""}`}
      data-field-id={field.id}
      aria-describedby={describedBy}
      role={role}
    >
      <legend>
        {field.label}
        <Required field={field} />
      </legend>
      {description}
      {children}
      {errorText}
    </fieldset>
  );

  switch (field.type) {
    case "section":
      return (
        <div className="form-field form-section" data-field-id={field.id}>
          <h3>{field.label}</h3>
          {description}
        </div>
      );
    case "hidden":
      return <input type="hidden" name={field.id} value={(value as string) ?? field.default} />;
    case "name":
    case "address":
    case "date":
    case "time":
    case "phone": {
      const parts = field.type === "phone" ? phoneParts(field) : SUB_VALUE_PARTS[field.type];
      const values = (value as string[] | undefined) ?? parts.map(() => "");
      const offset = field.type === "phone" && !field.showCountryCode ? 1 : 0;
      return group(
        <div className="form-field-parts">
          {parts.map((part, i) =>
            field.type === "time" && part === "Second" && !field.showSeconds ? null : (
              <span className="form-field-part" key={part}>
                <label htmlFor={`${id}-${i}`}>{part}</label>
                {field.type === "time" && part === "AM/PM" ? (
                  <select
                    id={`${id}-${i}`}
                    name={`${field.id}.${i}`}
                    value={values[i] ?? ""}
                    onChange={(e) => onChange(values.map((v, j) => (j === i ? inputValue(e) : v)))}
                    {...common}
                  >
                    <option value="">-</option>
                    <option value="AM">AM</option>
                    <option value="PM">PM</option>
                  </select>
                ) : (
                  <input
                    id={`${id}-${i}`}
                    name={`${field.id}.${i}`}
                    type={field.type === "phone" ? "tel" : "text"}
                    inputMode={field.type === "date" || field.type === "time" ? "numeric" : undefined}
                    autoComplete={AUTOCOMPLETE[`${field.type}.${i + offset}`]}
                    value={values[i] ?? ""}
                    onChange={(e) => onChange(values.map((v, j) => (j === i ? inputValue(e) : v)))}
                    {...common}
                  />
                )}
              </span>
            ),
          )}
        </div>,
      );
    }
    case "checkbox": {
      const checked = (value as string[] | undefined) ?? [];
      return group(
        field.options.map((option, i) => (
          <label className="form-field-choice" key={option}>
            <input
              type="checkbox"
              id={`${id}-${i}`}
              name={field.id}
              value={option}
              checked={checked.includes(option)}
              onChange={(e) =>
                onChange(
                  inputChecked(e)
                    ? field.options.filter((o) => o === option || checked.includes(o))
                    : checked.filter((o) => o !== option),
                )
              }
              {...common}
            />{" "}
            {option}
          </label>
        )),
      );
    }
    case "radio":
      return group(
        field.options.map((option, i) => (
          <label className="form-field-choice" key={option}>
            <input
              type="radio"
              id={`${id}-${i}`}
              name={field.id}
              value={option}
              checked={value === option}
              onChange={() => onChange(option)}
              {...common}
            />{" "}
            {option}
          </label>
        )),
        "radiogroup",
      );
    case "likert": {
      const answers = (value as Record<string, string[]> | undefined) ?? {};
      return group(
        field.questions.map((question, q) => (
          <fieldset className="form-likert-question" key={question}>
            <legend>{question}</legend>
            {field.answers.map((answer, a) => (
              <label className="form-field-choice" key={answer}>
                <input
                  type="radio"
                  id={`${id}-${q}-${a}`}
                  name={`${field.id}.${q}`}
                  value={answer}
                  checked={(answers[question] ?? []).includes(answer)}
                  onChange={() => onChange({ ...answers, [question]: [answer] })}
                  {...common}
                />{" "}
                {answer}
              </label>
            ))}
          </fieldset>
        )),
      );
    }
    default:
      break;
  }

  // One control with its own label: select, textarea and the single-value inputs.
  const text = (value as string | undefined) ?? "";
  let control: ReactNode;
  let counter: ReactNode = null;
  if (field.type === "select") {
    control = (
      <select id={id} name={field.id} value={text} onChange={(e) => onChange(inputValue(e))} {...common}>
        <option value="">Select an option</option>
        {field.options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    );
  } else if (field.type === "textarea") {
    const count = textareaCounter(text, field.maxLength);
    const counterId = `${id}-counter`;
    control = (
      <textarea
        id={id}
        name={field.id}
        rows={5}
        placeholder={field.placeholder || undefined}
        value={text}
        onChange={(e) => onChange(inputValue(e))}
        {...common}
        aria-describedby={[describedBy, count && counterId].filter(Boolean).join(" ") || undefined}
      />
    );
    counter = count ? (
      <p
        id={counterId}
        className={`form-field-counter${count.over ? " form-field-counter-error" : ""}`}
        aria-live="polite"
      >
        {count.text}
      </p>
    ) : null;
  } else {
    control = (
      <input
        id={id}
        name={field.id}
        type={INPUT_TYPES[field.type] ?? "text"}
        inputMode={field.type === "number" || field.type === "currency" ? "decimal" : undefined}
        autoComplete={AUTOCOMPLETE[field.type]}
        placeholder={"placeholder" in field ? field.placeholder || undefined : undefined}
        value={text}
        onChange={(e) => onChange(inputValue(e))}
        {...common}
      />
    );
  }
  return (
    <div
      className={`form-field form-field-${field.type}${error ? " has-error" : ""}`}
      data-field-id={field.id}
    >
      <label htmlFor={id}>
        {field.label}
        <Required field={field} />
      </label>
      {description}
      {control}
      {counter}
      {errorText}
    </div>
  );
}
