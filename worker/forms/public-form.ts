// What the browser gets of a form: everything the block shows and checks, nothing the owner keeps
// to themselves (the notification addresses and subject).
import type { FormDefinition } from "./field-types";

export type PublicForm = Omit<FormDefinition, "notifyEmail" | "notifyRecipients" | "notifySubject">;

export function publicForm(form: FormDefinition): PublicForm {
  const { notifyEmail: _private, notifyRecipients: _to, notifySubject: _subject, ...shown } = form;
  return shown;
}
