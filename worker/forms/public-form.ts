// What the browser gets of a form: everything the block shows and checks, nothing the owner keeps
// to themselves (the notification address).
import type { FormDefinition } from "./field-types";

export type PublicForm = Omit<FormDefinition, "notifyEmail">;

export function publicForm(form: FormDefinition): PublicForm {
  const { notifyEmail: _private, ...shown } = form;
  return shown;
}
