// The Store settings screen (route in store-settings.tsx, loaded as its own chunk): one section per
// settings namespace and one Save, which sends only the namespaces that changed. Amounts are typed
// as prices ("25.00") and sent in minor units. Without settings:write the fields are read-only.
import { getRouteApi } from "@tanstack/react-router";
import { useState, type FormEvent } from "react";
import { Button, Heading } from "react-aria-components";
import { CAPTCHA_PROVIDERS } from "../../../worker/forms/captcha-props";
import { CURRENCIES } from "../../../worker/commerce/currency";
import type { StoreSettings } from "../../../worker/commerce/store-settings";
import { GENERAL_ERROR } from "../api";
import { commercePreferences } from "../commerce-preferences";
import { Checkbox } from "../components/Checkbox";
import { ErrorBanner } from "../components/ErrorBanner";
import { TextField } from "../components/TextField";
import { fromCents, toCents } from "../money-input";
import { can } from "../session";
import { saveStoreSettings } from "../store-settings";

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

export function StoreSettingsScreen() {
  const loaded = storeSettingsApi.useLoaderData();
  const { account } = storeSettingsApi.useRouteContext();
  const editable = can(account, "settings:write");
  const [settings, setSettings] = useState<StoreSettings>(loaded);
  const [amounts, setAmounts] = useState<Amounts>(() => amountsOf(loaded));
  const [failure, setFailure] = useState<string>();
  const [status, setStatus] = useState<string>();
  const [pending, setPending] = useState(false);

  const set = <N extends keyof StoreSettings>(namespace: N, change: Partial<StoreSettings[N]>) =>
    setSettings((s) => ({ ...s, [namespace]: { ...s[namespace], ...change } }));
  const setAmount = (key: keyof Amounts, value: string) => setAmounts((a) => ({ ...a, [key]: value }));

  const save = async (e: FormEvent) => {
    e.preventDefault();
    setFailure(undefined);
    setStatus(undefined);
    const next = withAmounts(settings, amounts);
    if (typeof next === "string") return setFailure(next);
    setPending(true);
    try {
      const saved = await saveStoreSettings(commercePreferences, next);
      setSettings(saved);
      setAmounts(amountsOf(saved));
      setStatus("Store settings saved. The store uses them now.");
    } catch (err) {
      setFailure(err instanceof Error ? err.message : GENERAL_ERROR);
    } finally {
      setPending(false);
    }
  };

  return (
    <section className="store-settings">
      <Heading level={1}>Store settings</Heading>
      {editable ? null : <p>Your role can see these settings; an administrator changes them.</p>}
      {failure ? <ErrorBanner message={failure} onDismiss={() => setFailure(undefined)} /> : null}
      <form onSubmit={(e) => void save(e)}>
        <fieldset disabled={!editable}>
          <legend>Store</legend>
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
          <div className="field">
            <label htmlFor="store-currency">Currency</label>
            <select
              id="store-currency"
              value={settings.store.currency}
              onChange={(e) =>
                set("store", { currency: e.target.value as StoreSettings["store"]["currency"] })
              }
            >
              {CURRENCIES.map((c) => (
                <option key={c}>{c}</option>
              ))}
            </select>
          </div>
          <TextField
            label="Next order number"
            value={amounts.orderNumberStart}
            onChange={(v) => setAmount("orderNumberStart", v)}
            description="Order numbers only go up: a number already given is never given again."
          />
        </fieldset>

        <fieldset disabled={!editable}>
          <legend>Checkout</legend>
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
        </fieldset>

        <fieldset disabled={!editable}>
          <legend>Instalments</legend>
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
        </fieldset>

        <fieldset disabled={!editable}>
          <legend>Restock</legend>
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
        </fieldset>

        <fieldset disabled={!editable}>
          <legend>Captcha</legend>
          <div className="field">
            <label htmlFor="captcha-provider">Provider</label>
            <select
              id="captcha-provider"
              value={settings.captcha.provider}
              onChange={(e) =>
                set("captcha", { provider: e.target.value as StoreSettings["captcha"]["provider"] })
              }
            >
              {CAPTCHA_PROVIDERS.map((p) => (
                <option key={p} value={p}>
                  {PROVIDER_LABELS[p] ?? p}
                </option>
              ))}
            </select>
          </div>
          <TextField
            label="Site key"
            value={settings.captcha.siteKey ?? ""}
            onChange={(v) => set("captcha", { siteKey: v.trim() === "" ? null : v })}
            description="The provider's public key; empty for no captcha. The secret key never goes here."
          />
        </fieldset>

        <fieldset disabled={!editable}>
          <legend>Analytics and cookies</legend>
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
        </fieldset>

        {editable ? (
          <Button type="submit" className="button-primary" isDisabled={pending}>
            {pending ? "Saving…" : "Save settings"}
          </Button>
        ) : null}
        <p role="status">{status}</p>
      </form>
    </section>
  );
}
