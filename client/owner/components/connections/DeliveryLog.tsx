// One endpoint's delivery log: each event's status, response code, attempts and next try, newest
// first, with redelivery by hand.
import { useEffect, useState } from "react";
import { Button } from "react-aria-components";
import { answer, api, GENERAL_ERROR } from "../../api";
import { formatDateTime } from "../../format-date";
import { ErrorBanner } from "../ErrorBanner";
import { toast } from "../feedback/toast";

const automation = api.connections.automation;
const loadLog = (id: string) => answer(automation.endpoints[":id"].deliveries.$get({ param: { id } }));
type Delivery = Awaited<ReturnType<typeof loadLog>>["deliveries"][number];

const STATUS_TEXT: Record<string, string> = { pending: "Retrying", succeeded: "Delivered", failed: "Failed" };

export function DeliveryLog({ endpointId }: { endpointId: string }) {
  const [deliveries, setDeliveries] = useState<Delivery[]>();
  const [failure, setFailure] = useState<string>();
  const reload = async () => {
    try {
      setDeliveries((await loadLog(endpointId)).deliveries);
    } catch (err) {
      setFailure(err instanceof Error ? err.message : GENERAL_ERROR);
    }
  };
  useEffect(() => {
    void reload();
  }, [endpointId]);

  if (failure)
    return <ErrorBanner message={failure} onRetry={() => (setFailure(undefined), void reload())} />;
  if (!deliveries) return <p role="status">Loading…</p>;
  if (deliveries.length === 0) return <p>No deliveries yet.</p>;
  return (
    <table aria-label="Deliveries">
      <thead>
        <tr>
          <th scope="col">Event</th>
          <th scope="col">Status</th>
          <th scope="col">Response</th>
          <th scope="col">Attempts</th>
          <th scope="col">Next try</th>
          <th scope="col">Created</th>
          <th scope="col">Actions</th>
        </tr>
      </thead>
      <tbody>
        {deliveries.map((d) => (
          <tr key={d.id}>
            <td>
              {d.event} <code>{d.eventId}</code>
            </td>
            <td>
              {d.status === "pending" && d.attempts === 0 ? "Queued" : (STATUS_TEXT[d.status] ?? d.status)}
            </td>
            <td>{d.responseCode ?? (d.lastError ? "No response" : "")}</td>
            <td>{d.attempts}</td>
            <td>{d.nextAttemptAt ? formatDateTime(d.nextAttemptAt) : ""}</td>
            <td>{formatDateTime(d.createdOn)}</td>
            <td>
              <Button
                aria-label={`Redeliver ${d.eventId}`}
                onPress={async () => {
                  try {
                    await answer(automation.deliveries[":id"].redeliver.$post({ param: { id: d.id } }));
                    toast.success("Sent again");
                    await reload();
                  } catch (err) {
                    setFailure(err instanceof Error ? err.message : GENERAL_ERROR);
                  }
                }}
              >
                Redeliver
              </Button>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
