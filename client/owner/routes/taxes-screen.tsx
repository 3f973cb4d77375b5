// The Taxes screen (route in taxes.tsx, loaded as its own chunk): the "prices include tax" switch,
// the store's rates grouped by country (each with its region, percent and whether shipping is
// taxed; changed in the form above, deleted after a question), and the form that adds or changes
// a rate, checked with the worker's own schema.
import { getRouteApi, useRouter } from "@tanstack/react-router";
import { useState } from "react";
import { Button, Heading } from "react-aria-components";
import { ratePercentText } from "../../../worker/pricing/tax";
import { regionsOf, taxRateBody, type TaxRate } from "../../../worker/taxes/tax-rate-schema";
import { answer, api, GENERAL_ERROR } from "../api";
import { Checkbox } from "../components/Checkbox";
import { CheckedForm } from "../components/CheckedForm";
import { ConfirmDialog } from "../components/ConfirmDialog";
import { ErrorBanner } from "../components/ErrorBanner";
import { TextField } from "../components/TextField";
import { useCheckedSubmit } from "../components/use-checked-submit";
import { formValues } from "../components/zod-form";
import { can } from "../session";
import { happened, named } from "../components/feedback/named";
import { toast } from "../components/feedback/toast";

const taxes = api.taxes;
const taxesRoute = getRouteApi("/taxes");

/** The countries offered first: the EU, the UK, and the other places with address rules or common VAT/GST. */
const COUNTRIES = [
  ..."AT BE BG HR CY CZ DK EE FI FR DE GR HU IE IT LV LT LU MT NL PL PT RO SK SI ES SE".split(" "),
  ..."GB US CA AU NZ NO CH IS JP SG IN ZA MX BR".split(" "),
];

const countryNames = new Intl.DisplayNames(["en"], { type: "region" });
const countryName = (code: string) => countryNames.of(code) ?? code;
const regionName = (country: string, region: string | null) =>
  region === null ? "Whole country" : (regionsOf(country).find((r) => r.code === region)?.name ?? region);

function RateForm({
  editing,
  knownCountries,
  onDone,
}: {
  editing: TaxRate | undefined;
  knownCountries: string[];
  onDone: () => Promise<void>;
}) {
  const [country, setCountry] = useState(editing?.country ?? "");
  const regions = regionsOf(country);
  const countries = [...new Set([...COUNTRIES, ...knownCountries])].sort((a, b) =>
    countryName(a).localeCompare(countryName(b)),
  );
  const { submit, errors, setErrors, failure, setFailure, pending } = useCheckedSubmit(
    taxRateBody,
    async (data, form) => {
      const json = { ...data, rate: ratePercentText(data.rate) };
      if (editing) {
        await answer(taxes[":taxRateId"].$put({ param: { taxRateId: editing.id }, json }));
        toast.success(happened(data.name, "Tax", "saved"));
      } else {
        await answer(taxes.$post({ json }));
        toast.success(happened(data.name, "Tax", "added"));
        form.reset();
        setCountry("");
      }
      await onDone();
    },
    { read: (form) => formValues(form, ["taxShipping"]) },
  );

  return (
    <CheckedForm onSubmit={submit} aria-label="Tax rate form" errors={errors} onErrorsChange={setErrors}>
      <Heading level={2}>{editing ? `Change ${editing.name}` : "Add a tax rate"}</Heading>
      {failure ? <ErrorBanner message={failure} onDismiss={() => setFailure(undefined)} /> : null}
      <TextField
        name="name"
        label="Name"
        description="What the cart and receipts call it, e.g. “VAT” or “Sales tax”."
        defaultValue={editing?.name}
        isRequired
      />
      <div className="field">
        <label htmlFor="tax-country">Country</label>
        <select id="tax-country" name="country" value={country} onChange={(e) => setCountry(e.target.value)}>
          <option value="">Choose a country</option>
          {countries.map((code) => (
            <option key={code} value={code}>
              {countryName(code)}
            </option>
          ))}
        </select>
        {errors.country ? (
          <p className="field-error" role="alert">
            {errors.country}
          </p>
        ) : null}
      </div>
      {regions.length > 0 ? (
        <div className="field">
          <label htmlFor="tax-region">Region</label>
          <select id="tax-region" name="region" defaultValue={editing?.region ?? ""} key={country}>
            <option value="">Whole country</option>
            {regions.map((r) => (
              <option key={r.code} value={r.code}>
                {r.name}
              </option>
            ))}
          </select>
          {errors.region ? (
            <p className="field-error" role="alert">
              {errors.region}
            </p>
          ) : null}
        </div>
      ) : null}
      <TextField
        name="rate"
        label="Rate (%)"
        description="A percent with up to 4 decimals, e.g. 20 or 8.875."
        defaultValue={editing?.rate}
        inputMode="decimal"
        isRequired
      />
      <label className="checkbox-native">
        <input type="checkbox" name="taxShipping" defaultChecked={editing?.taxShipping ?? false} /> Charge
        this tax on shipping too
      </label>
      <Button type="submit" className="button-primary">
        {pending ? "Saving…" : editing ? "Save rate" : "Add rate"}
      </Button>
      {editing ? <Button onPress={() => void onDone()}>Cancel</Button> : null}
    </CheckedForm>
  );
}

function DeleteButton({ rate, onDeleted }: { rate: TaxRate; onDeleted: (error?: string) => void }) {
  const where = `${countryName(rate.country)}, ${regionName(rate.country, rate.region)}`;
  return (
    <ConfirmDialog
      trigger={<Button aria-label={`Delete ${rate.name} (${where})`}>Delete</Button>}
      title={`Delete ${named(rate.name, "this tax")}?`}
      yesLabel="Delete rate"
      noLabel="Keep rate"
      onAnswer={async (yes) => {
        if (!yes) return;
        try {
          await answer(taxes[":taxRateId"].$delete({ param: { taxRateId: rate.id } }));
          toast.success(happened(rate.name, "Tax", "deleted"));
          onDeleted();
        } catch (err) {
          onDeleted(err instanceof Error ? err.message : GENERAL_ERROR);
        }
      }}
    >
      <p>Orders to {where} are no longer charged this tax. Orders already placed keep theirs.</p>
    </ConfirmDialog>
  );
}

export function TaxesScreen() {
  const { taxRates, pricesIncludeTax } = taxesRoute.useLoaderData();
  const { account } = taxesRoute.useRouteContext();
  const writable = can(account, "taxes:write");
  const router = useRouter();
  const [editing, setEditing] = useState<TaxRate>();
  const [failure, setFailure] = useState<string>();
  const [saving, setSaving] = useState(false);

  const byCountry = new Map<string, TaxRate[]>();
  for (const rate of taxRates) byCountry.set(rate.country, [...(byCountry.get(rate.country) ?? []), rate]);
  const countries = [...byCountry.keys()].sort((a, b) => countryName(a).localeCompare(countryName(b)));

  const setIncluded = async (on: boolean) => {
    setSaving(true);
    try {
      await answer(taxes.settings.$put({ json: { pricesIncludeTax: on } }));
      toast.success(on ? "Prices now include tax" : "Prices now exclude tax");
      await router.invalidate();
    } catch (err) {
      setFailure(err instanceof Error ? err.message : GENERAL_ERROR);
    } finally {
      setSaving(false);
    }
  };
  const afterDelete = (error?: string) => {
    if (error) setFailure(error);
    void router.invalidate();
  };

  return (
    <section>
      <Heading level={1}>Taxes</Heading>
      <p>
        Checkout charges the rates written for the buyer’s country and region; a region’s own rates replace
        the country’s.
      </p>
      {failure ? <ErrorBanner message={failure} onDismiss={() => setFailure(undefined)} /> : null}
      <p className="field-description">
        On: the prices you enter hold the tax, and checkout takes it out of them. Off: tax is added on top.
        Buyers in the EU, the UK and Australia always see prices with tax included.
      </p>
      {writable ? (
        <Checkbox
          label={saving ? "Prices include tax (saving…)" : "Prices include tax"}
          checked={pricesIncludeTax}
          onChange={(on) => void setIncluded(on)}
        />
      ) : (
        <p>Prices are entered {pricesIncludeTax ? "with tax included" : "without tax"}.</p>
      )}
      {writable ? (
        <RateForm
          key={editing?.id ?? "new"}
          editing={editing}
          knownCountries={countries}
          onDone={async () => {
            setEditing(undefined);
            await router.invalidate();
          }}
        />
      ) : null}
      {countries.length === 0 ? (
        <div className="table-empty" role="status">
          <p>No tax rates yet: checkout charges no tax.</p>
          <p>
            Add a rate for each place where you must collect tax, for example VAT 20% for the United Kingdom
            or a state’s sales tax for the United States.
          </p>
        </div>
      ) : (
        countries.map((country) => (
          <section key={country} aria-label={countryName(country)}>
            <Heading level={2}>{countryName(country)}</Heading>
            <table>
              <thead>
                <tr>
                  <th>Name</th>
                  <th>Region</th>
                  <th>Rate</th>
                  <th>Shipping</th>
                  {writable ? <th>Actions</th> : null}
                </tr>
              </thead>
              <tbody>
                {byCountry.get(country)!.map((rate) => (
                  <tr key={rate.id}>
                    <td>{rate.name}</td>
                    <td>{regionName(rate.country, rate.region)}</td>
                    <td>{rate.rate}%</td>
                    <td>{rate.taxShipping ? "Taxed" : "Not taxed"}</td>
                    {writable ? (
                      <td>
                        <Button aria-label={`Change ${rate.name}`} onPress={() => setEditing(rate)}>
                          Change
                        </Button>
                        <DeleteButton rate={rate} onDeleted={afterDelete} />
                      </td>
                    ) : null}
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        ))
      )}
    </section>
  );
}
