// The Connections screen's two states as the worker gives them: the mailing-list connection and
// the automation connection. Read by the route's loader (routes/connections.tsx) before the
// screen's chunk arrives, and again by each part after a change.
import { answer, api } from "../../api";

export const loadMailingList = () => answer(api.connections["mailing-list"].$get());
export type MailingListState = Awaited<ReturnType<typeof loadMailingList>>;

export const loadAutomation = () => answer(api.connections.automation.$get());
export type AutomationState = Awaited<ReturnType<typeof loadAutomation>>;
