// The discounts screen (route in discounts.tsx, loaded as its own chunk): a form that makes a
// discount or edits the one chosen in the table, the table of discounts with their status and
// uses, each switched on or off, edited, or deleted after a question. With no discount yet, the
// table's empty state says what a first code does.
import { getRouteApi, useRouter } from "@tanstack/react-router";
import { createColumnHelper } from "@tanstack/react-table";
import { useState } from "react";
import { Button, Heading, Label, Radio, RadioGroup } from "react-aria-components";
import { discountBody, type DiscountJson, type DiscountKind } from "../../../worker/discounts/schemas";
import { answer, api, GENERAL_ERROR } from "../api";
import { Checkbox } from "../components/Checkbox";
import { CheckedForm } from "../components/CheckedForm";
import { ConfirmDialog } from "../components/ConfirmDialog";
import { DataTable, type TableFeatureSet } from "../components/DataTable";
import { ErrorBanner } from "../components/ErrorBanner";
import { TextField } from "../components/TextField";
import { useCheckedSubmit } from "../components/use-checked-submit";
import { formValues } from "../components/zod-form";
import { fromCents, toCents } from "../money-input";
import type { DiscountsData } from "./discounts";
import { toast } from "../components/feedback/toast";
import { happened, named } from "../components/feedback/named";
import { FirstStepButton } from "../components/feedback/FirstStepButton";

const discounts = api.discounts;
const discountsRoute = getRouteApi("/discounts");

const KINDS: { id: DiscountKind; label: string }[] = [
  { id: "PERCENTAGE", label: "Percentage off" },
  { id: "FIXED_AMOUNT", label: "Fixed amount off" },
  { id: "FREE_SHIPPING", label: "Free shipping" },
];

const STATUS_TEXT: Record<DiscountJson["status"], string> = {
  active: "Active",
  scheduled: "Scheduled",
  expired: "Expired",
  "used-up": "Used up",
  disabled: "Off",
};

const money = (cents: number) => fromCents(cents);

function whatItGives(d: DiscountJson): string {
  if (d.kind === "PERCENTAGE") return `${d.percentOff}% off`;
  if (d.kind === "FIXED_AMOUNT") return `${money(d.amountCents ?? 0)} off`;
  return "Free shipping";
}

/** A datetime-local value (the owner's local time) from an ISO date, and back. */
const toLocalInput = (iso: string | null) => {
  if (!iso) return "";
  const d = new Date(iso);
  return new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};
const fromLocalInput = (text: unknown) =>
  typeof text === "string" && text !== "" ? new Date(text).toISOString() : null;

/** A text field's number ("" = none); a text that is no number is passed on for zod to refuse. */
const numberOrNull = (text: unknown) =>
  typeof text === "string" && text.trim() !== "" ? Number(text) : null;
const centsOf = (text: unknown) => {
  if (typeof text !== "string" || text.trim() === "") return null;
  return toCents(text) ?? Number.NaN;
};

function DiscountForm({
  editing,
  data,
  onDone,
}: {
  editing: DiscountJson | null;
  data: DiscountsData;
  onDone: () => void;
}) {
  const router = useRouter();
  const [kind, setKind] = useState<DiscountKind>(editing?.kind ?? "PERCENTAGE");
  const [automatic, setAutomatic] = useState(editing?.automatic ?? false);
  const [enabled, setEnabled] = useState(editing?.enabled ?? true);
  const [productIds, setProductIds] = useState<string[]>(editing?.productIds ?? []);
  const [categories, setCategories] = useState<string[]>(editing?.categories ?? []);

  const { submit, errors, setErrors, failure, setFailure, pending } = useCheckedSubmit(
    discountBody,
    async (_checked, form) => {
      const json = readBody(form);
      if (editing) {
        await answer(discounts[":id"].$put({ param: { id: editing.id }, json }));
      } else {
        await answer(discounts.$post({ json }));
      }
      toast.success(happened(json.code || json.name, "Discount", editing ? "saved" : "added"));
      form.reset();
      await router.invalidate();
      onDone();
    },
    { read: (form) => readBody(form) },
  );

  function readBody(form: HTMLFormElement) {
    const v = formValues(form);
    return {
      automatic,
      code: automatic ? null : String(v.code ?? ""),
      name: String(v.name ?? ""),
      kind,
      percentOff: kind === "PERCENTAGE" ? (numberOrNull(v.percentOff) ?? Number.NaN) : null,
      amountCents: kind === "FIXED_AMOUNT" ? (centsOf(v.amountCents) ?? Number.NaN) : null,
      minSubtotalCents: centsOf(v.minSubtotalCents) ?? 0,
      startsAt: fromLocalInput(v.startsAt),
      endsAt: fromLocalInput(v.endsAt),
      maxUses: numberOrNull(v.maxUses),
      maxUsesPerCustomer: automatic ? null : numberOrNull(v.maxUsesPerCustomer),
      productIds: productIds.length > 0 ? productIds : null,
      categories: categories.length > 0 ? categories : null,
      enabled,
    };
  }

  const toggle = (list: string[], item: string, on: boolean) =>
    on ? [...list, item] : list.filter((x) => x !== item);

  return (
    <CheckedForm
      onSubmit={submit}
      aria-label={editing ? "Edit discount form" : "New discount form"}
      errors={errors}
      onErrorsChange={setErrors}
    >
      <Heading level={2}>{editing ? `Edit ${editing.code ?? editing.name}` : "New discount"}</Heading>
      {failure ? <ErrorBanner message={failure} onDismiss={() => setFailure(undefined)} /> : null}
      <Checkbox
        label="Apply automatically to every cart that qualifies (no code)"
        checked={automatic}
        onChange={setAutomatic}
      />
      {automatic ? null : (
        <TextField
          name="code"
          label="Code"
          description="What buyers type in the cart, e.g. WELCOME10."
          defaultValue={editing?.code ?? ""}
        />
      )}
      <TextField
        name="name"
        label={automatic ? "Name buyers see" : "Name (optional)"}
        defaultValue={editing?.name ?? ""}
      />
      <RadioGroup
        name="kind"
        value={kind}
        onChange={(value) => setKind(value as DiscountKind)}
        className="radio-group"
        orientation="horizontal"
      >
        <Label>Discount</Label>
        {KINDS.map((k) => (
          <Radio key={k.id} value={k.id}>
            {k.label}
          </Radio>
        ))}
      </RadioGroup>
      {kind === "PERCENTAGE" ? (
        <TextField
          name="percentOff"
          label="Percent off"
          inputMode="decimal"
          defaultValue={editing?.percentOff?.toString() ?? ""}
        />
      ) : null}
      {kind === "FIXED_AMOUNT" ? (
        <TextField
          name="amountCents"
          label="Amount off"
          inputMode="decimal"
          defaultValue={editing?.amountCents ? money(editing.amountCents) : ""}
        />
      ) : null}
      <TextField
        name="minSubtotalCents"
        label="Minimum subtotal"
        description="Leave empty for no minimum."
        inputMode="decimal"
        defaultValue={editing?.minSubtotalCents ? money(editing.minSubtotalCents) : ""}
      />
      <div className="field">
        <label htmlFor="discount-starts">Starts</label>
        <input
          id="discount-starts"
          name="startsAt"
          type="datetime-local"
          defaultValue={toLocalInput(editing?.startsAt ?? null)}
        />
      </div>
      <div className="field">
        <label htmlFor="discount-ends">Ends</label>
        <input
          id="discount-ends"
          name="endsAt"
          type="datetime-local"
          defaultValue={toLocalInput(editing?.endsAt ?? null)}
        />
        {errors.endsAt ? (
          <p className="field-error" role="alert">
            {errors.endsAt}
          </p>
        ) : null}
      </div>
      <TextField
        name="maxUses"
        label="Total uses"
        description="Leave empty for no limit."
        inputMode="numeric"
        defaultValue={editing?.maxUses?.toString() ?? ""}
      />
      {automatic ? null : (
        <TextField
          name="maxUsesPerCustomer"
          label="Uses per customer"
          description="Counted by the buyer's email at checkout. Leave empty for no limit."
          inputMode="numeric"
          defaultValue={editing?.maxUsesPerCustomer?.toString() ?? ""}
        />
      )}
      {kind === "FREE_SHIPPING" ? null : (
        <fieldset className="scope-fields">
          <legend>Only for these products or categories (none chosen: the whole cart)</legend>
          {data.categories.map((name) => (
            <Checkbox
              key={`c-${name}`}
              label={`Category: ${name}`}
              checked={categories.includes(name)}
              onChange={(on) => setCategories(toggle(categories, name, on))}
            />
          ))}
          {data.products.map((p) => (
            <Checkbox
              key={p.id}
              label={p.name}
              checked={productIds.includes(p.id)}
              onChange={(on) => setProductIds(toggle(productIds, p.id, on))}
            />
          ))}
        </fieldset>
      )}
      <Checkbox label="On" checked={enabled} onChange={setEnabled} />
      <Button type="submit" className="button-primary">
        {pending ? "Saving…" : editing ? "Save discount" : "Make discount"}
      </Button>
      {editing ? <Button onPress={onDone}>Cancel</Button> : null}
    </CheckedForm>
  );
}

export function DiscountsScreen() {
  const data = discountsRoute.useLoaderData();
  const router = useRouter();
  const [editing, setEditing] = useState<DiscountJson | null>(null);
  const [failure, setFailure] = useState<string>();

  /** Runs a call; once it succeeded, `done` says so in a toast. */
  const act = async (call: () => Promise<unknown>, done: string) => {
    try {
      await call();
      toast.success(done);
    } catch (err) {
      setFailure(err instanceof Error ? err.message : GENERAL_ERROR);
    }
    await router.invalidate();
  };

  const label = (d: DiscountJson) => d.code ?? `${d.name} (automatic)`;
  const column = createColumnHelper<TableFeatureSet, DiscountJson>();
  const columns = column.columns([
    column.accessor((d) => label(d), { id: "code", header: "Code" }),
    column.accessor((d) => whatItGives(d), { id: "gives", header: "Discount" }),
    column.accessor((d) => STATUS_TEXT[d.status], { id: "status", header: "Status" }),
    column.accessor((d) => d.uses, {
      id: "uses",
      header: "Uses",
      cell: (info) => {
        const d = info.row.original;
        return d.maxUses === null ? `${d.uses}` : `${d.uses} of ${d.maxUses}`;
      },
      enableGlobalFilter: false,
    }),
    column.display({
      id: "actions",
      header: "Actions",
      cell: (info) => {
        const d = info.row.original;
        return (
          <span className="row-actions">
            <Button aria-label={`Edit ${label(d)}`} onPress={() => setEditing(d)}>
              Edit
            </Button>
            <Button
              aria-label={`${d.enabled ? "Turn off" : "Turn on"} ${label(d)}`}
              onPress={() =>
                void act(
                  () =>
                    answer(
                      discounts[":id"].enabled.$put({ param: { id: d.id }, json: { enabled: !d.enabled } }),
                    ),
                  happened(label(d), "Discount", d.enabled ? "turned off" : "turned on"),
                )
              }
            >
              {d.enabled ? "Turn off" : "Turn on"}
            </Button>
            <ConfirmDialog
              trigger={<Button aria-label={`Delete ${label(d)}`}>Delete</Button>}
              title={`Delete ${named(label(d), "this discount")}?`}
              yesLabel="Delete discount"
              noLabel="Keep discount"
              onAnswer={async (yes) => {
                if (!yes) return;
                if (editing?.id === d.id) setEditing(null);
                await act(
                  () => answer(discounts[":id"].$delete({ param: { id: d.id } })),
                  happened(label(d), "Discount", "deleted"),
                );
              }}
            >
              <p>Buyers can no longer use it. Orders that used it keep their discount.</p>
            </ConfirmDialog>
          </span>
        );
      },
    }),
  ]);

  return (
    <section>
      <Heading level={1}>Discounts</Heading>
      <p>
        Codes buyers enter in the cart, and automatic discounts that apply without one. A code and an
        automatic discount of the same kind do not add up: the code the buyer enters takes the place of the
        automatic one.
      </p>
      {failure ? <ErrorBanner message={failure} onDismiss={() => setFailure(undefined)} /> : null}
      <DiscountForm
        key={editing?.id ?? "new"}
        editing={editing}
        data={data}
        onDone={() => setEditing(null)}
      />
      <DataTable
        label="Discounts"
        columns={columns}
        rows={data.discounts}
        emptyText="No discounts match your search."
        empty={{
          title: "No discounts yet",
          body: "Make a code, e.g. WELCOME10 for 10% off, and share it; buyers enter it in the cart. Or apply one automatically to every cart that qualifies.",
          action: <FirstStepButton form="New discount form">Make your first discount</FirstStepButton>,
        }}
      />
    </section>
  );
}
