// The owner's restock sign-ups API, shared by the restock routes' loaders (restock.tsx,
// restock-signups.tsx) and the restock screen, which sends the notifications with it.
import { appApi } from "../api";

export const restockApi = appApi["site-users"].account.notifications.restock;
