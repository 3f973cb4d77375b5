// The API keys screen (route in api-keys.tsx, loaded as its own chunk): the form that makes a key
// with a name and, per area, no access, read, or read and write; the new key shown once; the keys
// with their access and last use, each revoked after a question.
import { getRouteApi, useRouter } from "@tanstack/react-router";
import { createColumnHelper } from "@tanstack/react-table";
import { useState } from "react";
import { Button, Heading, Label, Radio, RadioGroup } from "react-aria-components";
import { createApiKeyBody } from "../../../worker/public-api/key-schemas";
import { API_AREAS, AREA_LABELS, type ApiArea } from "../../../worker/public-api/scopes";
import { answer, api, GENERAL_ERROR } from "../api";
import { ConfirmDialog } from "../components/ConfirmDialog";
import { DataTable, type TableFeatureSet } from "../components/DataTable";
import { CheckedForm } from "../components/CheckedForm";
import { useCheckedSubmit } from "../components/use-checked-submit";
import { ErrorBanner } from "../components/ErrorBanner";
import { TextField } from "../components/TextField";
import { formValues } from "../components/zod-form";
import { formatDateTime } from "../format-date";
import type { KeyRow } from "./api-keys";
import { toast } from "../components/feedback/toast";
import { happened } from "../components/feedback/named";
import { FirstStepButton } from "../components/feedback/FirstStepButton";

const keys = api["api-keys"];
const apiKeysRoute = getRouteApi("/api-keys");

const ACCESS = [
  { id: "none", label: "No access" },
  { id: "read", label: "Read" },
  { id: "write", label: "Read and write" },
] as const;

/** The form's per-area choices as the call's scopes ("orders:read", "inventory:write", ...). */
function scopesOf(values: Record<string, unknown>): string[] {
  return API_AREAS.flatMap((area) => {
    const access = values[`access-${area}`];
    return access === "read" || access === "write" ? [`${area}:${access}`] : [];
  });
}

const scopeText = (scopes: string[]) =>
  scopes
    .map((scope) => {
      const [area, access] = scope.split(":") as [ApiArea, string];
      return `${AREA_LABELS[area] ?? area}: ${access === "write" ? "read and write" : "read"}`;
    })
    .join(", ");

function RevokeButton({ row, onRevoked }: { row: KeyRow; onRevoked: (error?: string) => void }) {
  if (row.revokedOn !== null) return <span>Revoked {formatDateTime(row.revokedOn)}</span>;
  return (
    <ConfirmDialog
      trigger={<Button aria-label={`Revoke ${row.name}`}>Revoke</Button>}
      title={`Revoke ${row.name}?`}
      yesLabel="Revoke key"
      noLabel="Keep key"
      onAnswer={async (yes) => {
        if (!yes) return;
        try {
          await answer(keys[":keyId"].revoke.$post({ param: { keyId: row.id } }));
          toast.success(happened(row.name, "API key", "revoked"));
          onRevoked();
        } catch (err) {
          onRevoked(err instanceof Error ? err.message : GENERAL_ERROR);
        }
      }}
    >
      <p>Scripts using this key stop working at once. This cannot be undone.</p>
    </ConfirmDialog>
  );
}

export function ApiKeysScreen() {
  const { apiKeys } = apiKeysRoute.useLoaderData();
  const router = useRouter();
  const [made, setMade] = useState<{ name: string; key: string }>();

  const afterRevoke = (error?: string) => {
    if (error) setFailure(error);
    void router.invalidate();
  };

  const column = createColumnHelper<TableFeatureSet, KeyRow>();
  const columns = column.columns([
    column.accessor("name", { header: "Name" }),
    column.accessor("prefix", { header: "Key", cell: (info) => <code>{info.getValue()}…</code> }),
    column.accessor((k) => scopeText(k.scopes), { id: "scopes", header: "Access" }),
    column.accessor("createdOn", {
      header: "Created",
      cell: (info) => formatDateTime(info.getValue()),
      enableGlobalFilter: false,
    }),
    column.accessor((k) => k.lastUsedOn ?? 0, {
      id: "lastUsedOn",
      header: "Last used",
      cell: (info) => formatDateTime(info.row.original.lastUsedOn, "Never"),
      enableGlobalFilter: false,
    }),
    column.display({
      id: "status",
      header: "Status",
      cell: (info) => <RevokeButton row={info.row.original} onRevoked={afterRevoke} />,
    }),
  ]);

  const { submit, errors, setErrors, failure, setFailure, pending } = useCheckedSubmit(
    createApiKeyBody,
    async (data, form) => {
      const { key, apiKey } = await answer(keys.$post({ json: data }));
      setMade({ name: apiKey.name, key });
      toast.success(happened(apiKey.name, "API key", "created"));
      form.reset();
      await router.invalidate();
    },
    {
      read: (form) => {
        const values = formValues(form);
        return { name: values.name, scopes: scopesOf(values) };
      },
    },
  );

  return (
    <section>
      <Heading level={1}>API keys</Heading>
      <p>
        Scripts and other services use these keys with the public API (
        <a href="/api/public/v1/openapi.json">its OpenAPI document</a>), sending{" "}
        <code>Authorization: Bearer &lt;key&gt;</code>.
      </p>
      {failure ? <ErrorBanner message={failure} onDismiss={() => setFailure(undefined)} /> : null}
      {made ? (
        <div className="banner banner-key" role="status">
          <p>Your new key “{made.name}”. Copy it now: it is shown only this once.</p>
          <input
            className="key-value"
            readOnly
            aria-label="New API key"
            value={made.key}
            onFocus={(e) => e.currentTarget.select()}
          />
          <Button onPress={() => void navigator.clipboard?.writeText(made.key)}>Copy</Button>
          <Button onPress={() => setMade(undefined)}>Done</Button>
        </div>
      ) : null}
      <CheckedForm
        onSubmit={submit}

        aria-label="New API key form"
        errors={errors}
        onErrorsChange={setErrors}
      >
        <Heading level={2}>New key</Heading>
        <TextField name="name" label="Key name" description="What uses it, e.g. “Stock sync”." isRequired />
        <fieldset className="scope-fields">
          <legend>Access</legend>
          {API_AREAS.map((area) => (
            <RadioGroup
              key={area}
              name={`access-${area}`}
              defaultValue="none"
              className="radio-group"
              orientation="horizontal"
            >
              <Label>{AREA_LABELS[area]}</Label>
              {ACCESS.map((a) => (
                <Radio key={a.id} value={a.id}>
                  {a.label}
                </Radio>
              ))}
            </RadioGroup>
          ))}
          {errors.scopes ? (
            <p className="field-error" role="alert">
              {errors.scopes}
            </p>
          ) : null}
        </fieldset>
        <Button type="submit" className="button-primary">
          {pending ? "Making key…" : "Make key"}
        </Button>
      </CheckedForm>
      <DataTable
        label="API keys"
        columns={columns}
        rows={apiKeys}
        emptyText="No API keys match your search."
        empty={{
          title: "No API keys yet",
          body: "A key lets another program (a stock sync, an accounting tool) use your store's API with the scopes you give it.",
          action: <FirstStepButton form="New API key form">Make your first key</FirstStepButton>,
        }}
      />
    </section>
  );
}
