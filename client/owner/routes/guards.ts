// Screens that need a signed-in account send a visitor to sign-in first. What a role may not use
// is hidden from the navigation; the worker refuses it anyway (403).
import { redirect } from "@tanstack/react-router";
import type { PanelContext } from "./root";

export function requireAccount({ context }: { context: PanelContext }) {
  if (!context.account) throw redirect({ to: "/sign-in" });
  return { account: context.account };
}
