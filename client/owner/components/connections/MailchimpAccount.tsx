// The site's own Mailchimp account on the Connections screen: without one the site's lists are its
// local lists; the owner pastes the account's API key (tried by the worker before it is kept,
// sealed at rest) and can then choose one of that account's audiences. 'Forget key' asks first.
import { useState } from "react";
import { Button, Form } from "react-aria-components";
import { mailchimpAccountBody } from "../../../../worker/connections/schemas";
import { answer, api, GENERAL_ERROR } from "../../api";
import { ConfirmDialog } from "../ConfirmDialog";
import { TextField } from "../TextField";
import type { MailingListState } from "./connections-load";
import { toast } from "../feedback/toast";

const account = api.connections["mailing-list"].account;
const message = (err: unknown) => (err instanceof Error ? err.message : GENERAL_ERROR);
const connectedOn = (ms: number) => new Date(ms).toLocaleDateString(undefined, { dateStyle: "medium" });

export function MailchimpAccount({
  state,
  onChange,
}: {
  state: MailingListState;
  onChange: (next: MailingListState) => void;
}) {
  const [error, setError] = useState<string>();
  const [pending, setPending] = useState(false);

  if (state.account)
    return (
      <div className="mailchimp-account">
        <p>
          Mailchimp account with the key {state.account.keyHint}, connected on{" "}
          {connectedOn(state.account.connectedOn)}.
        </p>
        <ConfirmDialog
          trigger={<Button>Forget key</Button>}
          title="Forget the Mailchimp key?"
          yesLabel="Forget key"
          noLabel="Keep it"
          onAnswer={async (yes) => {
            if (!yes) return;
            try {
              onChange(await answer(account.$delete()));
              toast.success("Mailchimp key forgotten");
            } catch (err) {
              setError(message(err));
            }
          }}
        >
          <p>Sign-ups are no longer added to the account's audience; they stay on your site.</p>
        </ConfirmDialog>
        {error ? <p role="alert">{error}</p> : null}
      </div>
    );

  const save = async (form: HTMLFormElement) => {
    const checked = mailchimpAccountBody.safeParse({ apiKey: new FormData(form).get("apiKey") });
    if (!checked.success) return setError(checked.error.issues[0]!.message);
    setError(undefined);
    setPending(true);
    try {
      onChange(await answer(account.$put({ json: checked.data })));
      toast.success("Mailchimp key saved");
    } catch (err) {
      setError(message(err));
    } finally {
      setPending(false);
    }
  };

  return (
    <Form
      aria-label="Mailchimp account"
      className="inline-form mailchimp-account"
      onSubmit={(e) => {
        e.preventDefault();
        void save(e.currentTarget);
      }}
    >
      <TextField
        name="apiKey"
        label="Mailchimp API key"
        type="password"
        autoComplete="off"
        description="Your own account's key (Mailchimp: Profile, Extras, API keys). Without one, sign-ups go to your site's own lists."
      />
      {error ? (
        <p role="alert" className="field-error">
          {error}
        </p>
      ) : null}
      <Button type="submit" isDisabled={pending}>
        {pending ? "Checking the key…" : "Connect Mailchimp account"}
      </Button>
    </Form>
  );
}
