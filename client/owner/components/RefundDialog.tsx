// The refund dialog of an order: an amount (prefilled with what is left to refund, or the value of
// the units chosen per line), where it goes
// (the card the order was paid with, or a new gift card emailed to the buyer), then a second
// "are you sure" in the same dialog. One refund key per opening, so a retried send refunds once.
import { shownLineTotalCents } from "../../../worker/pricing/tax-display";
import { useState } from "react";
import { Button, Dialog, DialogTrigger, Heading, Modal, ModalOverlay } from "react-aria-components";
import { REFUND_AMOUNT_RULE } from "../../../worker/orders/owner-schemas";
import { answer, api, ApiError, GENERAL_ERROR } from "../api";
import { fromCents, toCents } from "../money-input";
import { ErrorBanner } from "./ErrorBanner";
import { TextField } from "./TextField";
import { toast } from "./feedback/toast";

interface Props {
  orderId: string;
  orderNumber: number;
  /** What is left to refund, in cents, and the order's currency. */
  leftCents: number;
  currency: string;
  money: (cents: number) => string;
  /** The order's lines, to refund some units of them. */
  lines: {
    position: number;
    title: string;
    quantity: number;
    unitPriceCents: number;
    shownTotalCents?: number | null;
  }[];
  onRefunded: () => void | Promise<void>;
}

export function RefundDialog(props: Props) {
  return (
    <DialogTrigger>
      <Button>Refund</Button>
      <ModalOverlay className="modal-overlay" isDismissable>
        <Modal className="modal">
          <Dialog className="dialog">{({ close }) => <RefundForm {...props} close={close} />}</Dialog>
        </Modal>
      </ModalOverlay>
    </DialogTrigger>
  );
}

function RefundForm({
  orderId,
  orderNumber,
  leftCents,
  money,
  lines,
  onRefunded,
  close,
}: Props & { close: () => void }) {
  const [amount, setAmount] = useState(fromCents(leftCents));
  const [units, setUnits] = useState<Record<number, number>>({});
  const chosen = lines.flatMap((l) =>
    units[l.position] ? [{ position: l.position, quantity: units[l.position]! }] : [],
  );
  const chooseUnits = (position: number, quantity: number) => {
    const next = { ...units, [position]: quantity };
    setUnits(next);
    setConfirming(false);
    // As the worker counts it (refund.ts): the line's shown total, shared by its units.
    const value = lines.reduce(
      (sum, l) => sum + Math.round(((next[l.position] ?? 0) * shownLineTotalCents(l)) / l.quantity),
      0,
    );
    setAmount(fromCents(value > 0 ? Math.min(value, leftCents) : leftCents));
  };
  const [to, setTo] = useState<"payment" | "gift_card">("payment");
  const [refundKey] = useState(() => `rk_${crypto.randomUUID().replaceAll("-", "")}`);
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const cents = toCents(amount);

  const send = async () => {
    setBusy(true);
    setError(undefined);
    try {
      await answer(
        api.orders[":orderId"].refund.$post({
          param: { orderId },
          json: { amountCents: cents!, to, refundKey, ...(chosen.length ? { lines: chosen } : {}) },
        }),
      );
      close();
      toast.success(`${money(cents!)} refunded ${to === "payment" ? "to the card" : "as a gift card"}`);
      await onRefunded();
    } catch (err) {
      setConfirming(false);
      setError(err instanceof ApiError ? err.message : GENERAL_ERROR);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Heading slot="title">Refund order #{orderNumber}</Heading>
      <div className="dialog-body">
        <p>Left to refund: {money(leftCents)}</p>
        {error ? <ErrorBanner message={error} onDismiss={() => setError(undefined)} /> : null}
        {lines.length > 1 || (lines[0]?.quantity ?? 0) > 1 ? (
          <fieldset className="refund-lines">
            <legend>Items refunded (optional)</legend>
            {lines.map((l) => (
              <label key={l.position}>
                <input
                  type="number"
                  min={0}
                  max={l.quantity}
                  value={units[l.position] ?? 0}
                  onChange={(e) =>
                    chooseUnits(
                      l.position,
                      Math.max(0, Math.min(l.quantity, Math.trunc(Number(e.target.value) || 0))),
                    )
                  }
                />{" "}
                of {l.quantity} × {l.title}
              </label>
            ))}
          </fieldset>
        ) : null}
        <TextField
          label="Amount to refund"
          value={amount}
          onChange={(value) => {
            setAmount(value);
            setConfirming(false);
          }}
          inputMode="decimal"
          isInvalid={amount !== "" && (cents === undefined || cents < 1)}
          validationBehavior="aria"
          description="For example 12.50."
        />
        <fieldset className="stock-mode">
          <legend>Refund to</legend>
          <label>
            <input
              type="radio"
              name="refund-to"
              checked={to === "payment"}
              onChange={() => setTo("payment")}
            />{" "}
            The card the order was paid with
          </label>
          <label>
            <input
              type="radio"
              name="refund-to"
              checked={to === "gift_card"}
              onChange={() => setTo("gift_card")}
            />{" "}
            A new gift card, emailed to the customer
          </label>
        </fieldset>
        {confirming && cents ? (
          <p role="status">
            Refund {money(cents)} {to === "payment" ? "to the card" : "as a gift card"}? This cannot be
            undone.
          </p>
        ) : null}
      </div>
      <div className="dialog-actions">
        <Button onPress={close}>Cancel</Button>
        {confirming ? (
          <Button className="button-primary" onPress={() => void send()} isDisabled={busy}>
            Yes, refund {cents ? money(cents) : ""}
          </Button>
        ) : (
          <Button
            className="button-primary"
            onPress={() => {
              if (cents === undefined || cents < 1) setError(REFUND_AMOUNT_RULE);
              else setConfirming(true);
            }}
          >
            Refund
          </Button>
        )}
      </div>
    </>
  );
}
