// The account menu in the top bar: who is signed in with which role, and Sign out, which asks
// first (the same question as before the menu: "Sign out?").
import { useState } from "react";
import { Button, Menu, MenuItem, MenuTrigger, Popover } from "react-aria-components";
import { ConfirmDialog } from "../ConfirmDialog";
import type { Account } from "../../session";

export function AccountMenu({ account, onSignOut }: { account: Account; onSignOut: () => void }) {
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <MenuTrigger>
        <Button className="panel-account-button">
          <span className="panel-account">
            {account.email} · {account.roleLabel}
          </span>
          {/* A phone has no room for the email beside the site's name. */}
          <span className="panel-account-short">Account</span>
          <span aria-hidden="true">▾</span>
        </Button>
        <Popover className="menu-popover panel-account-menu" placement="bottom end">
          <Menu onAction={(key) => key === "sign-out" && setConfirming(true)}>
            <MenuItem id="sign-out">Sign out</MenuItem>
          </Menu>
        </Popover>
      </MenuTrigger>
      <ConfirmDialog
        isOpen={confirming}
        title="Sign out?"
        yesLabel="Sign out"
        noLabel="Stay signed in"
        onAnswer={(yes) => {
          setConfirming(false);
          if (yes) onSignOut();
        }}
      >
        <p>You will need your password to sign in again.</p>
      </ConfirmDialog>
    </>
  );
}
