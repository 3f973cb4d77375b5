// The Form block's setting: choose one of the site's forms, or make a new one in place (named
// after the page, placed at once, then built in the form builder), and a link to edit the chosen
// form. Making one needs forms:write; the worker's refusal is shown as it comes.
import { Link } from "@tanstack/react-router";
import { useState } from "react";
import { Button } from "react-aria-components";
import { answer, api, GENERAL_ERROR } from "../../api";
import { loadFormChoices } from "../builder/block-choices";
import { PickerField } from "../builder/PickerField";
import { ErrorBanner } from "../ErrorBanner";
import { toast } from "../feedback/toast";
import { happened } from "../feedback/named";

interface Props {
  formId: string;
  /** The page's title: a new form is named after it. */
  pageTitle?: string;
  onChange: (formId: string) => void;
}

export function FormBlockField({ formId, pageTitle, onChange }: Props) {
  // Bumped after a new form is made, so the picker loads its choices again and knows it.
  const [loads, setLoads] = useState(0);
  const [failure, setFailure] = useState<string>();
  const [pending, setPending] = useState(false);

  const create = async () => {
    setPending(true);
    setFailure(undefined);
    try {
      const name = pageTitle?.trim() ? `${pageTitle.trim()} form` : "New form";
      const { form } = await answer(api.forms.$post({ json: { name } }));
      onChange(form.id);
      toast.success(happened(name, "Form", "created"));
      setLoads((n) => n + 1);
    } catch (err) {
      setFailure(err instanceof Error ? err.message : GENERAL_ERROR);
    } finally {
      setPending(false);
    }
  };

  return (
    <>
      <PickerField
        key={loads}
        label="Form"
        value={formId}
        load={loadFormChoices}
        emptyText="This site has no forms yet. Make one with New form."
        missingText="The chosen form no longer exists. Choose another."
        placeholder="Search forms by name"
        onChange={(form) => onChange(form?.id ?? "")}
      />
      {failure ? <ErrorBanner message={failure} onDismiss={() => setFailure(undefined)} /> : null}
      <div className="row-actions">
        <Button onPress={() => void create()} isDisabled={pending}>
          New form
        </Button>
        {formId ? (
          <Link to="/forms/$formId/edit" params={{ formId }}>
            Edit this form
          </Link>
        ) : null}
      </div>
    </>
  );
}
