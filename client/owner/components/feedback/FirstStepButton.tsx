// An empty state's first step when the form that makes the first one is on the same screen: the
// button takes the owner to that form's first field.
import type { ReactNode } from "react";
import { Button } from "react-aria-components";

export function FirstStepButton({ form, children }: { form: string; children: ReactNode }) {
  const focusForm = () => {
    const field = document.querySelector<HTMLElement>(
      `form[aria-label="${form}"] :is(input:not([type=hidden]), textarea, select)`,
    );
    field?.scrollIntoView({ block: "center" });
    field?.focus();
  };
  return (
    <Button className="button-primary" onPress={focusForm}>
      {children}
    </Button>
  );
}
