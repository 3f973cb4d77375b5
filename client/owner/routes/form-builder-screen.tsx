// The form builder (route in form-builder.tsx, loaded as its own chunk): the form's name, its
// fields in order (add, move up and down, edit, remove), what a visitor sees after submitting
// (a text or a redirect) and who is told of each submission; Save sends the whole form (PUT) and
// shows the worker's message when it refuses (e.g. 'Add an email subject').
import { getRouteApi, Link, useRouter } from "@tanstack/react-router";
import { useState } from "react";
import { Button, Heading } from "react-aria-components";
import { FIELD_TYPES, type FieldDefinition, type FieldType } from "../../../worker/forms/field-types";
import { answer, GENERAL_ERROR } from "../api";
import { Choice, LongText, Text } from "../components/builder/fields";
import { ErrorBanner } from "../components/ErrorBanner";
import { FieldEditor } from "../components/forms/FieldEditor";
import { FIELD_LABELS, lines, newField } from "../components/forms/field-kinds";
import type { BuiltForm } from "./form-builder";
import { builderApi } from "./forms";
import { Breadcrumbs } from "../components/layout/Breadcrumbs";
import { toast } from "../components/feedback/toast";
import { happened, named } from "../components/feedback/named";
import { useDirtyValues } from "../components/feedback/use-dirty";
import { useUnsavedChangesGuard } from "../components/feedback/use-unsaved-changes-guard";

const formBuilderRoute = getRouteApi("/forms/$formId/edit");

const TYPE_NAMES = FIELD_TYPES.map((t) => FIELD_LABELS[t]);
const typeOf = (label: string) => FIELD_TYPES.find((t) => FIELD_LABELS[t] === label) ?? "text";

export function FormBuilderScreen() {
  const loaded = formBuilderRoute.useLoaderData();
  const router = useRouter();
  const [form, setForm] = useState<BuiltForm>(loaded);
  const { isDirty, markSaved } = useDirtyValues(form);
  const guard = useUnsavedChangesGuard(isDirty, `the form ${named(loaded.name, "")}`.trim());
  const [adding, setAdding] = useState<FieldType>("text");
  const [failure, setFailure] = useState<string>();
  const [saved, setSaved] = useState(false);
  const [pending, setPending] = useState(false);

  const edit = (patch: Partial<BuiltForm>) => {
    setSaved(false);
    setForm((f) => ({ ...f, ...patch }));
  };
  const fields = form.fields as FieldDefinition[];
  const setFields = (next: FieldDefinition[]) => edit({ fields: next as BuiltForm["fields"] });
  const move = (i: number, by: -1 | 1) => {
    const next = [...fields];
    [next[i], next[i + by]] = [next[i + by]!, next[i]!];
    setFields(next);
  };

  const save = async () => {
    setPending(true);
    setFailure(undefined);
    try {
      const { id: _id, ...body } = form;
      const { form: stored } = await answer(
        builderApi[":formId"].$put({ param: { formId: form.id }, json: body as never }),
      );
      setForm(stored);
      markSaved(stored);
      setSaved(true);
      toast.success(happened(stored.name, "Form", "saved"));
      void router.invalidate();
    } catch (err) {
      setFailure(err instanceof Error ? err.message : GENERAL_ERROR);
    } finally {
      setPending(false);
    }
  };

  return (
    <section className="form-builder">
      <Breadcrumbs trail={[{ label: "Forms", to: "/forms" }]} current={`Edit ${loaded.name}`} />
      <p>
        <Link to="/forms/$formId" params={{ formId: form.id }}>
          Submissions of {loaded.name}
        </Link>
      </p>
      {guard}
      <Heading level={1}>Edit {loaded.name}</Heading>
      {failure ? <ErrorBanner message={failure} onDismiss={() => setFailure(undefined)} /> : null}
      <Text label="Form name" value={form.name} onChange={(name) => edit({ name })} />

      <Heading level={2}>Fields</Heading>
      {fields.length === 0 ? (
        <p className="empty-state">No fields yet. Choose a field type below and add it.</p>
      ) : (
        <ol className="form-field-list" aria-label="Fields">
          {fields.map((field, i) => (
            <FieldEditor
              key={field.id}
              field={field}
              index={i}
              count={fields.length}
              onChange={(next) => setFields(fields.map((f, j) => (j === i ? next : f)))}
              onMove={(by) => move(i, by)}
              onRemove={() => setFields(fields.filter((_, j) => j !== i))}
            />
          ))}
        </ol>
      )}
      <div className="row-actions">
        <Choice
          label="New field type"
          value={FIELD_LABELS[adding]}
          options={TYPE_NAMES}
          onChange={(label) => setAdding(typeOf(label))}
        />
        <Button
          onPress={() =>
            setFields([
              ...fields,
              newField(
                adding,
                fields.map((f) => f.id),
              ),
            ])
          }
        >
          Add field
        </Button>
      </div>

      <Heading level={2}>After submitting</Heading>
      <Text
        label="Button text"
        value={form.submitButtonText}
        onChange={(submitButtonText) => edit({ submitButtonText })}
      />
      <LongText
        label="Submission text"
        value={form.submissionText}
        onChange={(submissionText) => edit({ submissionText })}
      />
      <Text
        label="Redirect to (instead of the text)"
        description="An address starting with https:// or a page of this site such as /thanks."
        value={form.redirectUrl}
        onChange={(redirectUrl) => edit({ redirectUrl })}
      />

      <Heading level={2}>Notifications</Heading>
      <LongText
        label="Email each submission to, one address per line"
        value={form.notifyRecipients.join("\n")}
        onChange={(v) => edit({ notifyRecipients: lines(v) })}
      />
      <Text
        label="Email subject"
        value={form.notifySubject}
        onChange={(notifySubject) => edit({ notifySubject })}
      />

      <div className="row-actions">
        <Button onPress={() => void save()} isDisabled={pending}>
          Save form
        </Button>
        {saved ? <span role="status">Saved.</span> : null}
      </div>
    </section>
  );
}
