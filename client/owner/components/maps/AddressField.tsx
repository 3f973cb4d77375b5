// Choosing where a map block points. First version: the address and its coordinates typed in.
import type { MapLocation } from "../../../../worker/site-content/map-location";
import { TextField } from "../TextField";

interface Props {
  label: string;
  value: MapLocation | null;
  onChange: (location: MapLocation | null) => void;
}

export function AddressField({ label, value, onChange }: Props) {
  const current = value ?? { address: "", lat: 0, lng: 0 };
  const set = (patch: Partial<MapLocation>) => onChange({ ...current, ...patch });
  return (
    <fieldset className="address-field">
      <legend>{label}</legend>
      <TextField label="Address" value={current.address} onChange={(address) => set({ address })} />
      <TextField
        label="Latitude"
        inputMode="decimal"
        value={String(current.lat)}
        onChange={(v) => set({ lat: Number(v) || 0 })}
      />
      <TextField
        label="Longitude"
        inputMode="decimal"
        value={String(current.lng)}
        onChange={(v) => set({ lng: Number(v) || 0 })}
      />
    </fieldset>
  );
}
