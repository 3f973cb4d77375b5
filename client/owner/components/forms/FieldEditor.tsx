// One field of the form builder: its label, description, required, and its type's own settings
// (placeholder, options, maximum length...), with Move up, Move down and Remove buttons that the
// keyboard reaches like any other.
import { Button, Heading } from "react-aria-components";
import type { FieldDefinition } from "../../../../worker/forms/field-types";
import { LongText, Text, YesNo } from "../builder/fields";
import { FIELD_LABELS, lines } from "./field-kinds";

interface Props {
  field: FieldDefinition;
  index: number;
  count: number;
  onChange: (field: FieldDefinition) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}

export function FieldEditor({ field, index, count, onChange, onMove, onRemove }: Props) {
  const name = field.label || FIELD_LABELS[field.type];
  const set = (patch: Record<string, unknown>) => onChange({ ...field, ...patch } as FieldDefinition);
  return (
    <li className="form-field-editor">
      <fieldset>
        <Heading level={3}>
          {index + 1}. {name} <span className="field-hint">({FIELD_LABELS[field.type]})</span>
        </Heading>
        <Text label="Label" value={field.label} onChange={(label) => set({ label })} />
        <Text
          label="Description"
          value={field.description}
          onChange={(description) => set({ description })}
        />
        {field.type !== "section" && field.type !== "hidden" ? (
          <YesNo label="Required" checked={field.required} onChange={(required) => set({ required })} />
        ) : null}
        {"placeholder" in field ? (
          <Text
            label="Placeholder"
            value={field.placeholder}
            onChange={(placeholder) => set({ placeholder })}
          />
        ) : null}
        {field.type === "textarea" ? (
          <Text
            label="Maximum length (0 for no limit)"
            inputMode="numeric"
            value={String(typeof field.maxLength === "number" ? field.maxLength : 0)}
            onChange={(v) => set({ maxLength: /^\d+$/.test(v.trim()) ? Number(v.trim()) : v })}
          />
        ) : null}
        {"options" in field ? (
          <LongText
            label="Options, one per line"
            value={field.options.join("\n")}
            onChange={(v) => set({ options: lines(v) })}
          />
        ) : null}
        {field.type === "likert" ? (
          <>
            <LongText
              label="Questions, one per line"
              value={field.questions.join("\n")}
              onChange={(v) => set({ questions: lines(v) })}
            />
            <LongText
              label="Answers, one per line"
              value={field.answers.join("\n")}
              onChange={(v) => set({ answers: lines(v) })}
            />
          </>
        ) : null}
        {field.type === "time" ? (
          <YesNo
            label="Ask for seconds"
            checked={field.showSeconds}
            onChange={(showSeconds) => set({ showSeconds })}
          />
        ) : null}
        {field.type === "phone" ? (
          <YesNo
            label="Ask for the country code"
            checked={field.showCountryCode}
            onChange={(showCountryCode) => set({ showCountryCode })}
          />
        ) : null}
        {field.type === "hidden" ? (
          <Text
            label="Value when the page address has none"
            value={field.default}
            onChange={(value) => set({ default: value })}
          />
        ) : null}
        <div className="row-actions">
          {/* The field's name is heard, not seen: the visible words stay part of the name (axe). */}
          <Button isDisabled={index === 0} onPress={() => onMove(-1)}>
            Move <span className="visually-hidden">{name} </span>up
          </Button>
          <Button isDisabled={index === count - 1} onPress={() => onMove(1)}>
            Move <span className="visually-hidden">{name} </span>down
          </Button>
          <Button aria-label={`Remove ${name}`} onPress={onRemove}>
            Remove
          </Button>
        </div>
      </fieldset>
    </li>
  );
}
