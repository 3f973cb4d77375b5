// A contributor role picker: every role but "no access" (removing a person is its own action).
import { ROLE_LABELS } from "../../../worker/owner/permissions";
import { ContributorRole } from "../../../worker/owner/roles";

export const GRANTABLE_ROLES = Object.values(ContributorRole).filter((r) => r !== ContributorRole.NONE);

interface Props {
  id: string;
  label: string;
  name?: string;
  value?: number;
  defaultValue?: number;
  onChange?: (role: number) => void;
}

export function RoleSelect({ id, label, name, value, defaultValue, onChange }: Props) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        name={name}
        value={value}
        defaultValue={defaultValue}
        onChange={onChange ? (e) => onChange(Number(e.target.value)) : undefined}
      >
        {GRANTABLE_ROLES.map((role) => (
          <option key={role} value={role}>
            {ROLE_LABELS[role]}
          </option>
        ))}
      </select>
    </div>
  );
}
