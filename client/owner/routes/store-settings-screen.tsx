// The Store settings screen (route in store-settings.tsx, loaded as its own chunk): one section per
// settings namespace and one Save, which sends only the namespaces that changed. Amounts are typed
// as prices ("25.00") and sent in minor units. Without settings:write the fields are read-only.
import { getRouteApi } from "@tanstack/react-router";
import { useState, type FormEvent, type ReactNode } from "react";
import { Button, Heading } from "react-aria-components";
import { CAPTCHA_PROVIDERS } from "../../../worker/forms/captcha-props";
import { CURRENCIES } from "../../../worker/commerce/currency";
import type { StoreSettings } from "../../../worker/commerce/store-settings";
import { GENERAL_ERROR } from "../api";
import { commercePreferences } from "../commerce-preferences";
import { Checkbox } from "../components/Checkbox";
import { ErrorBanner } from "../components/ErrorBanner";
import { SelectField } from "../components/SelectField";
import { TextField } from "../components/TextField";
import { fromCents, toCents } from "../money-input";
import { can } from "../session";
import { saveStoreSettings } from "../store-settings";
import { toast } from "../components/feedback/toast";
import { useDirtyValues } from "../components/feedback/use-dirty";
import { useUnsavedChangesGuard } from "../components/feedback/use-unsaved-changes-guard";

const storeSettingsApi = getRouteApi("/store-settings");

const PROVIDER_LABELS: Record<string, string> = {
  "recaptcha-enterprise": "reCAPTCHA Enterprise",
  turnstile: "Cloudflare Turnstile",
};

/** The form's amounts as typed text. */
interface Amounts {
  minimumSubtotal: string;
  instalmentsMin: string;
  instalmentsMax: string;
  orderNumberStart: string;
}

const amountsOf = (s: StoreSettings): Amounts => ({
  minimumSubtotal: fromCents(s.checkout.minimumSubtotalCents),
  instalmentsMin: fromCents(s.instalments.minCents),
  instalmentsMax: fromCents(s.instalments.maxCents),
  orderNumberStart: String(s.store.orderNumberStart),
});

/** The settings with the typed amounts, or the message naming the amount that is not one. */
function withAmounts(s: StoreSettings, a: Amounts): StoreSettings | string {
  const min = toCents(a.minimumSubtotal);
  if (min === undefined) return "Enter the checkout minimum as an amount, like 25.00 (0 for none).";
  const low = toCents(a.instalmentsMin);
  const high = toCents(a.instalmentsMax);
  if (low === undefined || high === undefined) return "Enter the instalment range as amounts, like 35.00.";
  const start = Number(a.orderNumberStart);
  if (!/^\d+$/.test(a.orderNumberStart.trim())) return "Enter the next order number as a whole number.";
  return {
    ...s,
    store: { ...s.store, orderNumberStart: start },
    checkout: { ...s.checkout, minimumSubtotalCents: min },
    instalments: { minCents: low, maxCents: high },
  };
}

/** One namespace's fields, read-only for a role that cannot change settings. */
function Section({ legend, editable, children }: { legend: string; editable: boolean; children: ReactNode }) {
  return (
    <fieldset disabled={!editable}>
      <legend>{legend}</legend>
      {children}
    </fieldset>
  );
}

export function StoreSettingsScreen() {
  const loaded = storeSettingsApi.useLoaderData();
  const { account } = storeSettingsApi.useRouteContext();
  const editable = can(account, "settings:write");
  const [settings, setSettings] = useState<StoreSettings>(loaded);
  const [amounts, setAmounts] = useState<Amounts>(() => amountsOf(loaded));
  const [failure, setFailure] = useState<string>();
  const [pending, setPending] = useState(false);
  const { isDirty, markSaved } = useDirtyValues({ settings, amounts });
  const guard = useUnsavedChangesGuard(isDirty, "the store settings");

  const set = <N extends keyof StoreSettings>(namespace: N, change: Partial<StoreSettings[N]>) =>
    setSettings((s) => ({ ...s, [namespace]: { ...s[namespace], ...change } }));
  const setAmount = (key: keyof Amounts, value: string) => setAmounts((a) => ({ ...a, [key]: value }));

  const save = async (e: FormEvent) => {
    e.preventDefault();
    setFailure(undefined);
    const next = withAmounts(settings, amounts);
    if (typeof next === "string") return setFailure(next);
    setPending(true);
    try {
      const saved = await saveStoreSettings(commercePreferences, next);
      setSettings(saved);
      setAmounts(amountsOf(saved));
      markSaved({ settings: saved, amounts: amountsOf(saved) });
      toast.success("Store settings saved. The store uses them now.");
    } catch (err) {
      setFailure(err instanceof Error ? err.message : GENERAL_ERROR);
    } finally {
      setPending(false);
    }
  };

  return (
    <section className="store-settings">
      {guard}
      <Heading level={1}>Store settings</Heading>
      {editable ? null : <p>Your role can see these settings; an administrator changes them.</p>}
      {failure ? <ErrorBanner message={failure} onDismiss={() => setFailure(undefined)} /> : null}
      <form onSubmit={(e) => void save(e)}>
        <Section legend="Store" editable={editable}>
          <TextField
            label="Store name"
            value={settings.store.name}
            onChange={(name) => set("store", { name })}
          />
          <div className="field">
            <label htmlFor="store-address">Address</label>
            <textarea
              id="store-address"
              rows={3}
              value={settings.store.address}
              onChange={(e) => set("store", { address: e.target.value })}
            />
          </div>
          <TextField
            label="Contact email"
            type="email"
            value={settings.store.contactEmail}
            onChange={(contactEmail) => set("store", { contactEmail })}
          />
          <SelectField
            label="Currency"
            value={settings.store.currency}
            options={CURRENCIES}
            onChange={(currency) => set("store", { currency })}
          />
          <TextField
            label="Next order number"
            value={amounts.orderNumberStart}
            onChange={(v) => setAmount("orderNumberStart", v)}
            description="Order numbers only go up: a number already given is never given again."
          />
        </Section>

        <Section legend="Checkout" editable={editable}>
          <TextField
            label="Minimum subtotal"
            value={amounts.minimumSubtotal}
            onChange={(v) => setAmount("minimumSubtotal", v)}
            description="Orders below it cannot check out; 0.00 for no minimum."
          />
          <Checkbox
            label="Express checkout: buttons read 'Purchase' and go straight to checkout"
            checked={settings.checkout.expressCheckout}
            onChange={(expressCheckout) => set("checkout", { expressCheckout })}
          />
        </Section>

        <Section legend="Instalments" editable={editable}>
          <TextField
            label="Smallest price offered in instalments"
            value={amounts.instalmentsMin}
            onChange={(v) => setAmount("instalmentsMin", v)}
          />
          <TextField
            label="Largest price offered in instalments"
            value={amounts.instalmentsMax}
            onChange={(v) => setAmount("instalmentsMax", v)}
          />
        </Section>

        <Section legend="Restock" editable={editable}>
          <Checkbox
            label="Sold-out variants offer a restock sign-up (each product can say otherwise)"
            checked={settings.restock.signupsByDefault}
            onChange={(signupsByDefault) => set("restock", { signupsByDefault })}
          />
          <Checkbox
            label="Email sign-ups as soon as a variant is back in stock"
            checked={settings.restock.autoNotify}
            onChange={(autoNotify) => set("restock", { autoNotify })}
          />
        </Section>

        <Section legend="Captcha" editable={editable}>
          <SelectField
            label="Provider"
            value={settings.captcha.provider}
            options={CAPTCHA_PROVIDERS}
            onChange={(provider) => set("captcha", { provider })}
            labelOf={(p) => PROVIDER_LABELS[p] ?? p}
          />
          <TextField
            label="Site key"
            value={settings.captcha.siteKey ?? ""}
            onChange={(v) => set("captcha", { siteKey: v.trim() === "" ? null : v })}
            description="The provider's public key; empty for no captcha. The secret key never goes here."
          />
        </Section>

        <Section legend="Analytics and cookies" editable={editable}>
          <Checkbox
            label="Count visits (site analytics)"
            checked={settings.analytics.census}
            onChange={(census) => set("analytics", { census })}
          />
          <Checkbox
            label="Cookie banner: set non-essential cookies only after the visitor agrees"
            checked={settings.analytics.cookieConsentRequired}
            onChange={(cookieConsentRequired) => set("analytics", { cookieConsentRequired })}
          />
          <Checkbox
            label="Measure page speed"
            checked={settings.analytics.performance}
            onChange={(performance) => set("analytics", { performance })}
          />
          <TextField
            label="Social pixel id"
            value={settings.analytics.pixelId}
            onChange={(pixelId) => set("analytics", { pixelId })}
          />
        </Section>

        {editable ? (
          <Button type="submit" className="button-primary" isDisabled={pending}>
            {pending ? "Saving…" : "Save settings"}
          </Button>
        ) : null}
      </form>
    </section>
  );
}
