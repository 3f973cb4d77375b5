// The mailing-list part of the Connections screen: 'Connect' opens a dialog to choose one of the
// provider's lists (the local provider can make one there); once connected the screen says
// 'Connected to' the list, with 'Disconnect', which asks first.
import { useEffect, useState } from "react";
import { Button, Form, Heading, Label, Radio, RadioGroup } from "react-aria-components";
import { NO_MAILING_LISTS, DISCONNECT, CONNECT } from "../../../../worker/connections/messages";
import { connectListBody, createListBody } from "../../../../worker/connections/schemas";
import { answer, api, GENERAL_ERROR } from "../../api";
import { ConfirmDialog } from "../ConfirmDialog";
import { ErrorBanner } from "../ErrorBanner";
import { TextField } from "../TextField";
import { loadMailingList, type MailingListState } from "./connections-load";
import { MailchimpAccount } from "./MailchimpAccount";
import { FormDialog } from "./FormDialog";
import { toast } from "../feedback/toast";
import { happened } from "../feedback/named";

const mailingList = api.connections["mailing-list"];
type List = Awaited<ReturnType<typeof loadLists>>["lists"][number];
const loadLists = () => answer(mailingList.lists.$get());

const message = (err: unknown) => (err instanceof Error ? err.message : GENERAL_ERROR);

function ListChooser({ provider, onConnected }: { provider: string; onConnected: () => void }) {
  const [lists, setLists] = useState<List[]>();
  const [chosen, setChosen] = useState("");
  const [error, setError] = useState<string>();
  const [nameError, setNameError] = useState<string>();

  const reload = async () => {
    try {
      setLists((await loadLists()).lists);
    } catch (err) {
      setError(message(err));
    }
  };
  useEffect(() => {
    void reload();
  }, []);

  const connect = async () => {
    const checked = connectListBody.safeParse({ listId: chosen });
    if (!checked.success) return setError(checked.error.issues[0]!.message);
    try {
      await answer(mailingList.connection.$put({ json: checked.data }));
      toast.success("Mailing list connected");
      onConnected();
    } catch (err) {
      setError(message(err));
    }
  };

  const create = async (form: HTMLFormElement) => {
    const checked = createListBody.safeParse({ name: new FormData(form).get("name") });
    if (!checked.success) return setNameError(checked.error.issues[0]!.message);
    setNameError(undefined);
    try {
      const { list } = await answer(mailingList.lists.$post({ json: checked.data }));
      toast.success(happened(list.name, "List", "created"));
      form.reset();
      setChosen(list.id);
      await reload();
    } catch (err) {
      setNameError(message(err));
    }
  };

  if (!lists)
    return error ? (
      <ErrorBanner message={error} onRetry={() => void reload()} />
    ) : (
      <p role="status">Loading…</p>
    );
  return (
    <>
      <p>
        New sign-ups from newsletter blocks and restock forms are added once they confirm their address from
        the email we send them (double opt-in). Confirmed subscribers you already have are added when you
        connect.
      </p>
      {error ? <ErrorBanner message={error} onDismiss={() => setError(undefined)} /> : null}
      {lists.length === 0 ? (
        <p role="alert">{NO_MAILING_LISTS}</p>
      ) : (
        <RadioGroup
          value={chosen}
          onChange={(v) => (setChosen(v), setError(undefined))}
          className="radio-group"
        >
          <Label>Mailing list</Label>
          {lists.map((l) => (
            <Radio key={l.id} value={l.id}>
              {l.name} ({l.memberCount})
            </Radio>
          ))}
        </RadioGroup>
      )}
      {provider === "local" ? (
        <Form
          aria-label="New mailing list"
          validationErrors={nameError ? { name: nameError } : {}}
          validationBehavior="aria"
          onSubmit={(e) => {
            e.preventDefault();
            void create(e.currentTarget);
          }}
        >
          <TextField name="name" label="New list name" />
          <Button type="submit">Create list</Button>
        </Form>
      ) : null}
      <Button className="button-primary" onPress={() => void connect()}>
        {CONNECT}
      </Button>
    </>
  );
}

export function MailingListConnection({ initial }: { initial: MailingListState }) {
  const [state, setState] = useState(initial);
  const [open, setOpen] = useState(false);
  const [failure, setFailure] = useState<string>();
  const refresh = async () => setState(await loadMailingList());

  return (
    <section aria-labelledby="mailing-list-heading">
      <Heading level={2} id="mailing-list-heading">
        Mailing list
      </Heading>
      {failure ? <ErrorBanner message={failure} onDismiss={() => setFailure(undefined)} /> : null}
      <p role="status">{state.state}</p>
      <MailchimpAccount state={state} onChange={setState} />
      {state.connection && state.connection.waiting + state.connection.refused > 0 ? (
        <p>
          {state.connection.waiting} waiting to be added (retried automatically), {state.connection.refused}{" "}
          refused by the provider.
        </p>
      ) : null}
      {state.connection ? (
        <ConfirmDialog
          trigger={<Button>{DISCONNECT}</Button>}
          title={`Disconnect ${state.connection.listName}?`}
          yesLabel={DISCONNECT}
          noLabel="Stay connected"
          onAnswer={async (yes) => {
            if (!yes) return;
            try {
              setState(await answer(mailingList.connection.$delete()));
              toast.success("Mailing list disconnected");
            } catch (err) {
              setFailure(message(err));
            }
          }}
        >
          <p>New sign-ups stay on your site but are no longer added to this list.</p>
        </ConfirmDialog>
      ) : (
        <FormDialog
          trigger={<Button className="button-primary">{CONNECT}</Button>}
          title="Connect a mailing list"
          isOpen={open}
          onOpenChange={setOpen}
        >
          {() => (
            <ListChooser
              provider={state.provider}
              onConnected={() => {
                setOpen(false);
                void refresh();
              }}
            />
          )}
        </FormDialog>
      )}
    </section>
  );
}
