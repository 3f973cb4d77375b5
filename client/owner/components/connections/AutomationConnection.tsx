// The automation part of the Connections screen: its state ('awaiting connection' or the count of
// active endpoints), the webhook endpoints with their events, an "Add endpoint" dialog that shows
// the signing secret once, each endpoint's delivery log (with redelivery by hand), enabling,
// disabling and removing.
import { useState } from "react";
import { Button, Checkbox, CheckboxGroup, Form, Heading, Label } from "react-aria-components";
import {
  WEBHOOK_EVENT_LABELS,
  WEBHOOK_EVENTS,
  type WebhookEvent,
} from "../../../../worker/connections/webhooks/events";
import { createEndpointBody } from "../../../../worker/connections/schemas";
import { answer, api, GENERAL_ERROR } from "../../api";
import { formatDateTime } from "../../format-date";
import { ConfirmDialog } from "../ConfirmDialog";
import { ErrorBanner } from "../ErrorBanner";
import { TextField } from "../TextField";
import { loadAutomation, type AutomationState } from "./connections-load";
import { DeliveryLog } from "./DeliveryLog";
import { FormDialog } from "./FormDialog";
import { toast } from "../feedback/toast";

const automation = api.connections.automation;
type Endpoint = AutomationState["endpoints"][number];

const message = (err: unknown) => (err instanceof Error ? err.message : GENERAL_ERROR);
const eventText = (events: string[]) =>
  events.map((e) => WEBHOOK_EVENT_LABELS[e as WebhookEvent] ?? e).join(", ");

function AddEndpoint({ onAdded }: { onAdded: () => void }) {
  const [events, setEvents] = useState<string[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string>();
  const [secret, setSecret] = useState<string>();

  if (secret) {
    return (
      <div className="banner banner-key" role="status">
        <p>Your endpoint's signing secret. Copy it now: it is shown only this once.</p>
        <input
          className="key-value"
          readOnly
          aria-label="Signing secret"
          value={secret}
          onFocus={(e) => e.currentTarget.select()}
        />
        <Button onPress={() => void navigator.clipboard?.writeText(secret)}>Copy</Button>
      </div>
    );
  }
  return (
    <Form
      aria-label="New webhook endpoint"
      validationErrors={errors}
      validationBehavior="aria"
      onSubmit={async (e) => {
        e.preventDefault();
        const checked = createEndpointBody.safeParse({
          url: new FormData(e.currentTarget).get("url"),
          events,
        });
        if (!checked.success) {
          const issue = checked.error.issues[0]!;
          return setErrors({ [String(issue.path[0])]: issue.message });
        }
        setErrors({});
        try {
          const made = await answer(automation.endpoints.$post({ json: checked.data }));
          setSecret(made.secret);
          toast.success(`Events now go to ${checked.data.url}`);
          onAdded();
        } catch (err) {
          setFailure(message(err));
        }
      }}
    >
      {failure ? <ErrorBanner message={failure} onDismiss={() => setFailure(undefined)} /> : null}
      <TextField
        name="url"
        label="Endpoint URL"
        type="url"
        description="Where we POST each event, e.g. your automation tool's webhook address."
      />
      <CheckboxGroup
        value={events}
        onChange={(v) => (setEvents(v), setErrors({}))}
        isInvalid={!!errors.events}
        className="checkbox-group"
      >
        <Label>Events</Label>
        {WEBHOOK_EVENTS.map((event) => (
          <Checkbox key={event} value={event} className="checkbox">
            <span className="checkbox-box" aria-hidden="true" />
            {WEBHOOK_EVENT_LABELS[event]}
          </Checkbox>
        ))}
        {errors.events ? (
          <p className="field-error" role="alert">
            {errors.events}
          </p>
        ) : null}
      </CheckboxGroup>
      <Button type="submit" className="button-primary">
        Add endpoint
      </Button>
    </Form>
  );
}

function EndpointRow({ endpoint, onChange }: { endpoint: Endpoint; onChange: (error?: string) => void }) {
  const act = async (call: () => Promise<unknown>, done: string) => {
    try {
      await call();
      toast.success(done);
      onChange();
    } catch (err) {
      onChange(message(err));
    }
  };
  const param = { id: endpoint.id };
  return (
    <tr>
      <td>
        <code>{endpoint.url}</code>
      </td>
      <td>{eventText(endpoint.events)}</td>
      <td>
        {endpoint.enabled
          ? "Enabled"
          : `Disabled${endpoint.disabledReason ? `: ${endpoint.disabledReason}` : ""}`}
      </td>
      <td>{formatDateTime(endpoint.createdOn)}</td>
      <td className="row-actions">
        <FormDialog
          trigger={<Button aria-label={`Deliveries to ${endpoint.url}`}>Deliveries</Button>}
          title={`Deliveries to ${endpoint.url}`}
          wide
        >
          {() => <DeliveryLog endpointId={endpoint.id} />}
        </FormDialog>
        <Button
          aria-label={`${endpoint.enabled ? "Disable" : "Enable"} ${endpoint.url}`}
          onPress={() =>
            void act(
              () =>
                answer(automation.endpoints[":id"].$patch({ param, json: { enabled: !endpoint.enabled } })),
              `${endpoint.url} ${endpoint.enabled ? "disabled" : "enabled"}`,
            )
          }
        >
          {endpoint.enabled ? "Disable" : "Enable"}
        </Button>
        <ConfirmDialog
          trigger={<Button aria-label={`Remove ${endpoint.url}`}>Remove</Button>}
          title={`Remove ${endpoint.url}?`}
          yesLabel="Remove endpoint"
          noLabel="Keep endpoint"
          onAnswer={(yes) => {
            if (yes)
              void act(
                () => answer(automation.endpoints[":id"].$delete({ param })),
                `${endpoint.url} removed`,
              );
          }}
        >
          <p>Events stop going to this address, and its delivery log is deleted.</p>
        </ConfirmDialog>
      </td>
    </tr>
  );
}

export function AutomationConnection({ initial }: { initial: AutomationState }) {
  const [state, setState] = useState(initial);
  const [failure, setFailure] = useState<string>();
  const refresh = async (error?: string) => {
    if (error) setFailure(error);
    try {
      setState(await loadAutomation());
    } catch (err) {
      setFailure(message(err));
    }
  };

  return (
    <section aria-labelledby="automation-heading">
      <Heading level={2} id="automation-heading">
        Automation (webhooks)
      </Heading>
      {failure ? <ErrorBanner message={failure} onDismiss={() => setFailure(undefined)} /> : null}
      <p role="status">{state.state}</p>
      <p>
        Each event is POSTed as JSON, signed with the endpoint's secret (HMAC-SHA256 in the{" "}
        <code>Atelier-Webhook-Signature</code> header) and retried with backoff until the endpoint answers
        2xx.
      </p>
      <FormDialog
        trigger={<Button className="button-primary">Add endpoint</Button>}
        title="Add a webhook endpoint"
      >
        {() => <AddEndpoint onAdded={() => void refresh()} />}
      </FormDialog>
      {state.endpoints.length > 0 ? (
        <table aria-label="Webhook endpoints">
          <thead>
            <tr>
              <th scope="col">URL</th>
              <th scope="col">Events</th>
              <th scope="col">Status</th>
              <th scope="col">Added</th>
              <th scope="col">Actions</th>
            </tr>
          </thead>
          <tbody>
            {state.endpoints.map((endpoint) => (
              <EndpointRow key={endpoint.id} endpoint={endpoint} onChange={(error) => void refresh(error)} />
            ))}
          </tbody>
        </table>
      ) : null}
    </section>
  );
}
