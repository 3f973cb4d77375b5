// The stock adjustment dialog: change a variant's stock by some units or set it to a level, with
// a reason, and see its history (who, when, how much, why). react-aria's Dialog keeps focus inside
// and gives it back to the button that opened it.
import { useEffect, useState } from "react";
import { Button, Dialog, DialogTrigger, Heading, Modal, ModalOverlay } from "react-aria-components";
import { answer, api, ApiError, GENERAL_ERROR } from "../api";
import { ErrorBanner } from "./ErrorBanner";
import { TextField } from "./TextField";
import { toast } from "./feedback/toast";

type History = Awaited<ReturnType<typeof loadHistory>>;
const loadHistory = (variantId: string) =>
  answer(api.catalog.variants[":variantId"]["stock-adjustments"].$get({ param: { variantId } }));

interface Props {
  variantId: string;
  /** Names the variant in the trigger and the title ("M / Indigo"). */
  variantLabel: string;
  onChanged: (qtyInStock: number) => void;
}

export function StockDialog({ variantId, variantLabel, onChanged }: Props) {
  return (
    <DialogTrigger>
      <Button aria-label={`Adjust stock of ${variantLabel}`}>Adjust stock</Button>
      <ModalOverlay className="modal-overlay" isDismissable>
        <Modal className="modal">
          <Dialog className="dialog">
            {({ close }) => (
              <StockForm
                variantId={variantId}
                variantLabel={variantLabel}
                onChanged={onChanged}
                close={close}
              />
            )}
          </Dialog>
        </Modal>
      </ModalOverlay>
    </DialogTrigger>
  );
}

function StockForm({ variantId, variantLabel, onChanged, close }: Props & { close: () => void }) {
  const [history, setHistory] = useState<History>();
  const [mode, setMode] = useState<"delta" | "set">("delta");
  const [amount, setAmount] = useState("");
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    loadHistory(variantId).then(setHistory, (err: unknown) =>
      setError(err instanceof ApiError ? err.message : GENERAL_ERROR),
    );
  }, [variantId]);

  const save = async () => {
    const n = Number(amount);
    if (amount.trim() === "" || !Number.isInteger(n)) {
      setError("Enter a whole number.");
      return;
    }
    setBusy(true);
    setError(undefined);
    try {
      const json = mode === "delta" ? { delta: n, reason } : { qtyInStock: n, reason };
      const done = await answer(
        api.catalog.variants[":variantId"]["stock-adjustments"].$post({ param: { variantId }, json }),
      );
      onChanged(done.qtyInStock);
      toast.success(`Stock of ${variantLabel} is now ${done.qtyInStock}`);
      close();
    } catch (err) {
      setError(err instanceof ApiError ? err.message : GENERAL_ERROR);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Heading slot="title">Stock of {variantLabel}</Heading>
      <div className="dialog-body">
        <p>
          In stock: <strong data-testid="stock-now">{history ? history.qtyInStock : "…"}</strong>
        </p>
        {error ? <ErrorBanner message={error} onDismiss={() => setError(undefined)} /> : null}
        <fieldset className="stock-mode">
          <legend>Change</legend>
          <label>
            <input type="radio" name="mode" checked={mode === "delta"} onChange={() => setMode("delta")} />{" "}
            Add or remove units
          </label>
          <label>
            <input type="radio" name="mode" checked={mode === "set"} onChange={() => setMode("set")} /> Set
            the stock level
          </label>
        </fieldset>
        <TextField
          label={mode === "delta" ? "Units to add (negative to remove)" : "New stock level"}
          value={amount}
          onChange={setAmount}
          inputMode="numeric"
        />
        <TextField
          label="Reason"
          value={reason}
          onChange={setReason}
          description="For example: delivery, damage, count."
        />
        {history && history.adjustments.length > 0 ? (
          <table>
            <caption>Stock history</caption>
            <thead>
              <tr>
                <th scope="col">When</th>
                <th scope="col">Change</th>
                <th scope="col">After</th>
                <th scope="col">Reason</th>
                <th scope="col">By</th>
              </tr>
            </thead>
            <tbody>
              {history.adjustments.map((a) => (
                <tr key={a.id}>
                  <td>{new Date(a.createdOn).toLocaleString()}</td>
                  <td>{a.delta > 0 ? `+${a.delta}` : a.delta}</td>
                  <td>{a.qtyAfter}</td>
                  <td>{a.reason}</td>
                  <td>{a.actor}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : null}
      </div>
      <div className="dialog-actions">
        <Button onPress={close}>Cancel</Button>
        <Button className="button-primary" onPress={() => void save()} isDisabled={busy}>
          Save stock
        </Button>
      </div>
    </>
  );
}
