// /config/connections: the site's mailing-list connection and automation connection
// (settings:write; docs/connections.md).
import { createRoute } from "@tanstack/react-router";
import { Heading } from "react-aria-components";
import { AutomationConnection, loadAutomation } from "../components/connections/AutomationConnection";
import { loadMailingList, MailingListConnection } from "../components/connections/MailingListConnection";
import { ScreenError } from "../components/ScreenError";
import { requireAccount } from "./guards";
import { rootRoute } from "./root";

async function loadConnections() {
  const [mailingList, automation] = await Promise.all([loadMailingList(), loadAutomation()]);
  return { mailingList, automation };
}

function Connections() {
  const { mailingList, automation } = connectionsRoute.useLoaderData();
  return (
    <section>
      <Heading level={1}>Connections</Heading>
      <MailingListConnection initial={mailingList} />
      <AutomationConnection initial={automation} />
    </section>
  );
}

export const connectionsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/connections",
  beforeLoad: requireAccount,
  loader: loadConnections,
  component: Connections,
  errorComponent: ScreenError,
});
