// A contributor role picker: every role but "no access" (removing a person is its own action).
// Below it, what the chosen role may and may not do, read from the role matrix itself.
import { useId, useState } from "react";
import "./role-select.css";
import { ROLE_LABELS } from "../../../worker/owner/permissions";
import { roleSummary } from "../../../worker/owner/permission-texts";
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
  const [picked, setPicked] = useState(defaultValue ?? GRANTABLE_ROLES[0]!);
  const role = (value ?? picked) as ContributorRole;
  return (
    <div className="field role-select">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        name={name}
        value={value}
        defaultValue={defaultValue}
        onChange={(e) => {
          setPicked(Number(e.target.value));
          onChange?.(Number(e.target.value));
        }}
      >
        {GRANTABLE_ROLES.map((r) => (
          <option key={r} value={r}>
            {ROLE_LABELS[r]}
          </option>
        ))}
      </select>
      <RoleDetails role={role} />
    </div>
  );
}

/** The role's rights as a disclosure: closed, it takes one line. */
function RoleDetails({ role }: { role: ContributorRole }) {
  const id = useId();
  const { can, cannot } = roleSummary(role);
  const name = ROLE_LABELS[role];
  return (
    <details className="role-details">
      <summary>
        What can {/^[AEIOU]/.test(name) ? "an" : "a"} {name} do?
      </summary>
      <div className="role-details-lists">
        <div>
          <p id={`${id}-can`} className="role-details-heading">
            Can
          </p>
          <ul aria-labelledby={`${id}-can`}>
            {can.map((text) => (
              <li key={text}>{text}</li>
            ))}
          </ul>
        </div>
        <div>
          <p id={`${id}-cannot`} className="role-details-heading">
            Cannot
          </p>
          {cannot.length ? (
            <ul aria-labelledby={`${id}-cannot`}>
              {cannot.map((text) => (
                <li key={text}>{text}</li>
              ))}
            </ul>
          ) : (
            <p>Nothing: every part of the site is theirs to manage.</p>
          )}
        </div>
      </div>
    </details>
  );
}
