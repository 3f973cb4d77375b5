// The panel's form: a react-aria <Form> showing the field errors its screen found with the shared
// zod schema (zod-form.ts), each cleared as soon as its field is edited. Cleared only on blur, an
// error line would vanish between the press and the release on the submit button below it, the
// button would move, and the click that should send the corrected form would be lost.
import type { FormEvent, ReactNode } from "react";
import { Form, type FormProps } from "react-aria-components";
import type { FieldErrors } from "./zod-form";

interface Props extends Omit<FormProps, "validationErrors" | "validationBehavior" | "children"> {
  errors: FieldErrors;
  onErrorsChange: (errors: FieldErrors) => void;
  children: ReactNode;
}

export function CheckedForm({ errors, onErrorsChange, children, ...props }: Props) {
  const clearEdited = (event: FormEvent<HTMLDivElement>) => {
    const name = (event.target as { name?: unknown }).name;
    if (typeof name !== "string" || !(name in errors)) return;
    const rest = { ...errors };
    delete rest[name];
    onErrorsChange(rest);
  };
  return (
    <Form {...props} validationErrors={errors} validationBehavior="aria">
      {/* react-aria's Form passes no input listener on; its fields' input events bubble here. */}
      <div className="form-fields" onInput={clearEdited}>
        {children}
      </div>
    </Form>
  );
}
