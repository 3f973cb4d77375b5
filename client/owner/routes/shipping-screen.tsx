// The Shipping screen (route in shipping.tsx, its own chunk): each zone with its rates, a form to
// add a zone, and per zone a form to add a rate; zones and rates are edited in place and deleted
// after a question. Amounts are typed as prices ("5.00") and sent in cents.
import { getRouteApi, useRouter } from "@tanstack/react-router";
import { useState, type FormEvent } from "react";
import { Button, Heading } from "react-aria-components";
import type { ShippingRateKind } from "../../../worker/db/schema";
import { answer, api, GENERAL_ERROR } from "../api";
import { ConfirmDialog } from "../components/ConfirmDialog";
import { ErrorBanner } from "../components/ErrorBanner";
import { fromCents, toCents } from "../money-input";
import type { RateRow, ZoneRow } from "./shipping";
import { happened, named } from "../components/feedback/named";
import { toast } from "../components/feedback/toast";

const shippingRoute = getRouteApi("/shipping");

const KIND_LABELS: Record<ShippingRateKind, string> = {
  FLAT: "Flat rate",
  WEIGHT: "By weight",
  SUBTOTAL: "By order subtotal",
  FREE_OVER: "Free above an amount",
  PICKUP: "Local pickup",
};

const list = (text: string) =>
  text
    .split(",")
    .map((s) => s.trim())
    .filter((s) => s !== "");

/** Cents from a typed price; an unreadable price becomes NaN, which the worker refuses with its message. */
const cents = (text: string) => (text.trim() === "" ? 0 : (toCents(text) ?? Number.NaN));

/** "0-50: 8.00" lines as brackets: subtotal from (inclusive) to (exclusive, empty = no end) costs price. */
function bracketsOf(text: string) {
  return text
    .split("\n")
    .filter((l) => l.trim() !== "")
    .map((line) => {
      const [range = "", price = ""] = line.split(":");
      const [from = "", to = ""] = range.split("-");
      return {
        fromCents: cents(from),
        toCents: to.trim() === "" ? null : cents(to),
        priceCents: cents(price),
      };
    });
}

const bracketsText = (rate: RateRow) =>
  rate.brackets
    .map(
      (b) =>
        `${fromCents(b.fromCents)}-${b.toCents === null ? "" : fromCents(b.toCents)}: ${fromCents(b.priceCents)}`,
    )
    .join("\n");

/** What a rate costs, in words. */
function priceText(rate: RateRow): string {
  switch (rate.kind) {
    case "FLAT":
      return fromCents(rate.rateCents);
    case "WEIGHT":
      return `${fromCents(rate.rateCents)} + ${fromCents(rate.perKgCents)} per started kg`;
    case "SUBTOTAL":
      return rate.brackets
        .map(
          (b) =>
            `${fromCents(b.fromCents)}–${b.toCents === null ? "" : fromCents(b.toCents)}: ${fromCents(b.priceCents)}`,
        )
        .join("; ");
    case "FREE_OVER":
      return `Free from ${fromCents(rate.minSubtotalCents)}`;
    case "PICKUP":
      return `Free: ${rate.pickupInstructions}`;
  }
}

function ZoneForm({
  zone,
  onSaved,
  onCancel,
}: {
  zone?: ZoneRow;
  onSaved: () => void;
  onCancel?: () => void;
}) {
  const [error, setError] = useState<string>();
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const json = {
      name: String(data.get("name") ?? ""),
      countries: list(String(data.get("countries") ?? "")),
      regions: list(String(data.get("regions") ?? "")),
    };
    try {
      if (zone) await answer(api.shipping.zones[":zoneId"].$put({ param: { zoneId: zone.id }, json }));
      else await answer(api.shipping.zones.$post({ json }));
      toast.success(happened(json.name, "Shipping zone", zone ? "saved" : "added"));
      setError(undefined);
      if (!zone) form.reset();
      onSaved();
    } catch (err) {
      setError(err instanceof Error ? err.message : GENERAL_ERROR);
    }
  };
  const label = zone ? `zone ${zone.name}` : "new zone";
  return (
    <form onSubmit={submit} aria-label={zone ? `Edit ${zone.name}` : "Add a zone"} className="form-fields">
      {error ? <ErrorBanner message={error} /> : null}
      <label className="field">
        Zone name
        <input name="name" defaultValue={zone?.name ?? ""} aria-label={`Name of ${label}`} />
      </label>
      <label className="field">
        Countries
        <input
          name="countries"
          defaultValue={zone?.countries.join(", ") ?? ""}
          aria-label={`Countries of ${label}`}
        />
        <small>Two-letter codes separated by commas, such as US, CA; * for the rest of the world.</small>
      </label>
      <label className="field">
        Regions (optional)
        <input
          name="regions"
          defaultValue={zone?.regions.join(", ") ?? ""}
          aria-label={`Regions of ${label}`}
        />
        <small>
          Only these regions of a listed country, such as US-AK, US-HI. Leave empty for whole countries.
        </small>
      </label>
      <Button type="submit">{zone ? "Save zone" : "Add zone"}</Button>
      {onCancel ? <Button onPress={onCancel}>Cancel</Button> : null}
    </form>
  );
}

function RateForm({
  zone,
  rate,
  onSaved,
  onCancel,
}: {
  zone: ZoneRow;
  rate?: RateRow;
  onSaved: () => void;
  onCancel?: () => void;
}) {
  const [error, setError] = useState<string>();
  const [kind, setKind] = useState<ShippingRateKind>(rate?.kind ?? "FLAT");
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const text = (name: string) => String(data.get(name) ?? "");
    const json = {
      name: text("name"),
      kind,
      rateCents: kind === "FLAT" || kind === "WEIGHT" ? cents(text("rate")) : 0,
      perKgCents: kind === "WEIGHT" ? cents(text("perKg")) : 0,
      minSubtotalCents: kind === "FREE_OVER" ? cents(text("minSubtotal")) : 0,
      brackets: kind === "SUBTOTAL" ? bracketsOf(text("brackets")) : [],
      pickupInstructions: kind === "PICKUP" ? text("pickupInstructions") : "",
      enabled: true,
    };
    try {
      if (rate) await answer(api.shipping.rates[":rateId"].$put({ param: { rateId: rate.id }, json }));
      else await answer(api.shipping.zones[":zoneId"].rates.$post({ param: { zoneId: zone.id }, json }));
      toast.success(happened(json.name, "Shipping rate", rate ? "saved" : "added"));
      setError(undefined);
      if (!rate) form.reset();
      onSaved();
    } catch (err) {
      setError(err instanceof Error ? err.message : GENERAL_ERROR);
    }
  };
  const of = rate ? `rate ${rate.name}` : `new rate of ${zone.name}`;
  return (
    <form
      onSubmit={submit}
      aria-label={rate ? `Edit ${rate.name}` : `Add a rate to ${zone.name}`}
      className="form-fields"
    >
      {error ? <ErrorBanner message={error} /> : null}
      <label className="field">
        Rate name
        <input name="name" defaultValue={rate?.name ?? ""} aria-label={`Name of ${of}`} />
        <small>What buyers see at checkout, such as Standard or Pick up at the shop.</small>
      </label>
      <label className="field">
        Kind
        <select
          name="kind"
          value={kind}
          onChange={(e) => setKind(e.target.value as ShippingRateKind)}
          aria-label={`Kind of ${of}`}
        >
          {Object.entries(KIND_LABELS).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </label>
      {kind === "FLAT" || kind === "WEIGHT" ? (
        <label className="field">
          {kind === "FLAT" ? "Price" : "Base price"}
          <input
            name="rate"
            inputMode="decimal"
            defaultValue={rate ? fromCents(rate.rateCents) : ""}
            aria-label={`Price of ${of}`}
          />
        </label>
      ) : null}
      {kind === "WEIGHT" ? (
        <label className="field">
          Per started kilogram
          <input
            name="perKg"
            inputMode="decimal"
            defaultValue={rate ? fromCents(rate.perKgCents) : ""}
            aria-label={`Price per kilogram of ${of}`}
          />
        </label>
      ) : null}
      {kind === "FREE_OVER" ? (
        <label className="field">
          Free from an order subtotal of
          <input
            name="minSubtotal"
            inputMode="decimal"
            defaultValue={rate ? fromCents(rate.minSubtotalCents) : ""}
            aria-label={`Free from of ${of}`}
          />
        </label>
      ) : null}
      {kind === "SUBTOTAL" ? (
        <label className="field">
          Brackets
          <textarea
            name="brackets"
            defaultValue={rate ? bracketsText(rate) : ""}
            aria-label={`Brackets of ${of}`}
          />
          <small>
            One per line, subtotal from-to: price, such as 0-50: 8.00 and 50-: 0 (empty end: no limit).
          </small>
        </label>
      ) : null}
      {kind === "PICKUP" ? (
        <label className="field">
          Pickup address and hours
          <textarea
            name="pickupInstructions"
            defaultValue={rate?.pickupInstructions ?? ""}
            aria-label={`Pickup instructions of ${of}`}
          />
        </label>
      ) : null}
      <Button type="submit">{rate ? "Save rate" : "Add rate"}</Button>
      {onCancel ? <Button onPress={onCancel}>Cancel</Button> : null}
    </form>
  );
}

function DeleteButton({ what, detail, onYes }: { what: string; detail: string; onYes: () => Promise<void> }) {
  return (
    <ConfirmDialog
      trigger={<Button aria-label={`Delete ${what}`}>Delete</Button>}
      title={`Delete ${named(what, "this")}?`}
      yesLabel="Delete"
      noLabel="Keep"
      onAnswer={async (yes) => {
        if (yes) await onYes();
      }}
    >
      <p>{detail}</p>
    </ConfirmDialog>
  );
}

function RateItem({
  zone,
  rate,
  refresh,
}: {
  zone: ZoneRow;
  rate: RateRow;
  refresh: (error?: string) => void;
}) {
  const [editing, setEditing] = useState(false);
  if (editing) {
    return (
      <li>
        <RateForm
          zone={zone}
          rate={rate}
          onSaved={() => (setEditing(false), refresh())}
          onCancel={() => setEditing(false)}
        />
      </li>
    );
  }
  return (
    <li>
      <strong>{rate.name}</strong> — {KIND_LABELS[rate.kind]}: {priceText(rate)}{" "}
      <Button aria-label={`Edit ${rate.name}`} onPress={() => setEditing(true)}>
        Edit
      </Button>{" "}
      <DeleteButton
        what={rate.name}
        detail="Buyers no longer see this option at checkout."
        onYes={async () => {
          try {
            await answer(api.shipping.rates[":rateId"].$delete({ param: { rateId: rate.id } }));
            toast.success(happened(rate.name, "Shipping rate", "deleted"));
            refresh();
          } catch (err) {
            refresh(err instanceof Error ? err.message : GENERAL_ERROR);
          }
        }}
      />
    </li>
  );
}

function ZoneSection({ zone, refresh }: { zone: ZoneRow; refresh: (error?: string) => void }) {
  const [editing, setEditing] = useState(false);
  const where = zone.countries.map((c) => (c === "*" ? "Rest of world" : c)).join(", ");
  return (
    <section aria-label={zone.name} className="shipping-zone">
      <Heading level={2}>{zone.name}</Heading>
      {editing ? (
        <ZoneForm
          zone={zone}
          onSaved={() => (setEditing(false), refresh())}
          onCancel={() => setEditing(false)}
        />
      ) : (
        <p>
          {where}
          {zone.regions.length > 0 ? ` (only ${zone.regions.join(", ")})` : ""}{" "}
          <Button aria-label={`Edit ${zone.name}`} onPress={() => setEditing(true)}>
            Edit
          </Button>{" "}
          <DeleteButton
            what={zone.name}
            detail="Its rates go with it; addresses in it are no longer shipped to unless another zone covers them."
            onYes={async () => {
              try {
                await answer(api.shipping.zones[":zoneId"].$delete({ param: { zoneId: zone.id } }));
                toast.success(happened(zone.name, "Shipping zone", "deleted"));
                refresh();
              } catch (err) {
                refresh(err instanceof Error ? err.message : GENERAL_ERROR);
              }
            }}
          />
        </p>
      )}
      {zone.rates.length === 0 ? (
        <p>No rates yet: buyers in this zone are told you do not ship to them. Add a rate below.</p>
      ) : (
        <ul aria-label={`Rates of ${zone.name}`}>
          {zone.rates.map((rate) => (
            <RateItem key={rate.id} zone={zone} rate={rate} refresh={refresh} />
          ))}
        </ul>
      )}
      <details>
        <summary>Add a rate to {zone.name}</summary>
        <RateForm zone={zone} onSaved={() => refresh()} />
      </details>
    </section>
  );
}

export function ShippingScreen() {
  const { zones } = shippingRoute.useLoaderData();
  const router = useRouter();
  const [failure, setFailure] = useState<string>();
  const refresh = (error?: string) => {
    setFailure(error);
    void router.invalidate();
  };
  return (
    <section className="shipping">
      <Heading level={1}>Shipping</Heading>
      {failure ? <ErrorBanner message={failure} /> : null}
      {zones.length === 0 ? (
        <p role="status">
          You do not ship anywhere yet, so buyers are told you do not ship to their address. Add a zone with
          the countries you ship to, then give it a rate.
        </p>
      ) : (
        zones.map((zone) => <ZoneSection key={zone.id} zone={zone} refresh={refresh} />)
      )}
      <Heading level={2}>Add a zone</Heading>
      <p>
        A zone is a set of countries (or regions of them) that share rates. An address sees its most specific
        zone.
      </p>
      <ZoneForm onSaved={() => refresh()} />
    </section>
  );
}
