// The panel's text field: a react-aria TextField with its label, an optional hint and the error
// the form gives it (client-side from the shared zod schema, or the worker's answer).
import {
  FieldError,
  Input,
  Label,
  Text,
  TextField as AriaTextField,
  type TextFieldProps,
} from "react-aria-components";

interface Props extends Omit<TextFieldProps, "children"> {
  label: string;
  description?: string;
}

export function TextField({ label, description, ...props }: Props) {
  return (
    <AriaTextField {...props} className="field">
      <Label>{label}</Label>
      <Input />
      {description ? <Text slot="description">{description}</Text> : null}
      <FieldError className="field-error" />
    </AriaTextField>
  );
}
