// The product's restock sign-up switch (merchandising.restockSignupsEnabled): whether its sold-out
// variants offer the "get notified" form. "As the store's setting" leaves it to the `restock`
// settings namespace (Store settings screen, docs/store-settings.md).
const CHOICES = [
  { value: "default", label: "As the store's setting" },
  { value: "on", label: "Offer the sign-up" },
  { value: "off", label: "Do not offer the sign-up" },
] as const;

interface Props {
  value: boolean | undefined;
  onChange: (value: boolean | undefined) => void;
}

export function RestockSignupsSwitch({ value, onChange }: Props) {
  const current = value === undefined ? "default" : value ? "on" : "off";
  return (
    <div className="field">
      <label htmlFor="restock-signups">Restock sign-up on sold-out variants</label>
      <select
        id="restock-signups"
        value={current}
        onChange={(e) => onChange(e.target.value === "default" ? undefined : e.target.value === "on")}
      >
        {CHOICES.map((c) => (
          <option key={c.value} value={c.value}>
            {c.label}
          </option>
        ))}
      </select>
    </div>
  );
}
