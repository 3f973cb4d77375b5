// The Connections screen (route in connections.tsx, loaded as its own chunk): the mailing-list
// connection and the automation connection, each its own part.
import { getRouteApi } from "@tanstack/react-router";
import { Heading } from "react-aria-components";
import { AutomationConnection } from "../components/connections/AutomationConnection";
import { MailingListConnection } from "../components/connections/MailingListConnection";

const connectionsRoute = getRouteApi("/connections");

export function ConnectionsScreen() {
  const { mailingList, automation } = connectionsRoute.useLoaderData();
  return (
    <section>
      <Heading level={1}>Connections</Heading>
      <MailingListConnection initial={mailingList} />
      <AutomationConnection initial={automation} />
    </section>
  );
}
