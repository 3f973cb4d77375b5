// The Connections screen's calls, under /api/owner/connections (settings:write; docs/connections.md):
//   GET    /mailing-list                 -> { provider, account: {provider, keyHint, connectedOn} | null,
//                                            connection: {listId, listName, connectedOn,
//                                            waiting, refused} | null, state }
//   PUT    /mailing-list/account {apiKey} -> the same                    the site's own Mailchimp key
//   DELETE /mailing-list/account         -> the same                     (and its Mailchimp list goes)
//   GET    /mailing-list/lists           -> { lists: [{id, name, memberCount}], notice? }
//                                            this site's lists only (503 if unreachable)
//   POST   /mailing-list/lists  {name}   -> 201 { list }                 the local provider only
//   PUT    /mailing-list/connection {listId} -> { connection, state }    connects (or switches) the list
//   DELETE /mailing-list/connection      -> { connection: null, state }
//   GET    /automation                   -> { state, endpoints }
//   POST   /automation/endpoints {url, events} -> 201 { endpoint, secret }  the secret this once only
//   PATCH  /automation/endpoints/{id} {events?, enabled?} -> { endpoint }   enabling resets failures
//   DELETE /automation/endpoints/{id}    -> 204
//   GET    /automation/endpoints/{id}/deliveries -> { deliveries }         newest first, at most 50
//   POST   /automation/deliveries/{id}/redeliver -> { delivery }           starts over, due now
import { zValidator } from "@hono/zod-validator";
import { Hono, type Context } from "hono";
import type { ZodType } from "zod";
import {
  findConnection,
  connectList,
  disconnectList,
  syncCounts,
  type ConnectionRow,
} from "../connections/mailing-list/connection";
import { findAccount, removeAccount, saveAccount } from "../connections/mailing-list/account";
import {
  mailingListProviderFor,
  siteMailingListProvider,
  type MailingListEnv,
  type MailingListProvider,
} from "../connections/mailing-list/provider";
import { dispatchJobs } from "../connections/jobs";
import {
  AWAITING_CONNECTION,
  CONNECT,
  connectedTo,
  connectionCount,
  DELIVERY_NOT_FOUND,
  ENDPOINT_NOT_FOUND,
  LIST_NOT_FOUND,
  LISTS_MANAGED_BY_PROVIDER,
  MAILCHIMP_KEY_REFUSED,
  MAILING_LIST_UNAVAILABLE,
  NO_MAILCHIMP_ACCOUNT,
  NO_MAILING_LISTS,
  TOO_MANY_ENDPOINTS,
} from "../connections/messages";
import {
  connectListBody,
  createEndpointBody,
  createListBody,
  mailchimpAccountBody,
  updateEndpointBody,
} from "../connections/schemas";
import { sealSecret } from "../connections/webhooks/secret-box";
import { newWebhookSecret } from "../connections/webhooks/signature";
import {
  createEndpoint,
  deleteEndpoint,
  deliveriesOf,
  deliveryJson,
  endpointJson,
  findDelivery,
  findEndpoint,
  listEndpoints,
  MAX_ENDPOINTS,
  resetDelivery,
  updateEndpoint,
} from "../connections/webhooks/store";
import { checkWebhookUrl, isDevelopmentSite } from "../connections/webhooks/url-policy";
import type { AppEnv } from "../http/app-env";
import { apiError } from "../http/errors";
import { requirePermission } from "../http/owner";
import { limitBody, requireJson } from "../http/validation";

/** The schema's own sentences, as the panel's forms show them. */
const body = <S extends ZodType>(schema: S) =>
  zValidator("json", schema, (result, c) => {
    if (!result.success) return apiError(c, 400, result.error.issues[0]!.message);
  });

/** This site's lists: its own Mailchimp account's, or its local lists. */
const provider = (c: Context<AppEnv>): Promise<MailingListProvider> =>
  siteMailingListProvider(c.env as MailingListEnv, c.get("db"), c.get("website").id);

async function mailingListJson(c: Context<AppEnv>, kind: string, connection: ConnectionRow | undefined) {
  return {
    provider: kind,
    account: (await findAccount(c.get("db"), c.get("website").id)) ?? null,
    connection: connection
      ? {
          listId: connection.listId,
          listName: connection.listName,
          connectedOn: connection.connectedOn,
          ...(await syncCounts(c.get("db"), connection)),
        }
      : null,
    state: connection ? connectedTo(connection.listName) : CONNECT,
  };
}

async function automationState(c: Context<AppEnv>) {
  const endpoints = await listEndpoints(c.get("db"), c.get("website").id);
  const active = endpoints.filter((e) => e.enabled).length;
  return {
    state: active === 0 ? AWAITING_CONNECTION : connectionCount(active),
    endpoints: endpoints.map(endpointJson),
  };
}

export const ownerConnections = new Hono<AppEnv>()
  .use("*", requirePermission("settings:write"))
  .get("/mailing-list", async (c) => {
    const connection = await findConnection(c.get("db"), c.get("website").id);
    return c.json(await mailingListJson(c, (await provider(c)).kind, connection), 200);
  })
  .put("/mailing-list/account", requireJson, limitBody(), body(mailchimpAccountBody), async (c) => {
    const db = c.get("db");
    const websiteId = c.get("website").id;
    const { apiKey } = c.req.valid("json");
    // The key is tried before it is kept: a wrong one is refused here, not at the first sync.
    const lists = await mailingListProviderFor(c.env as MailingListEnv, { apiKey, db })
      .lists(websiteId)
      .catch((error: unknown) => {
        console.error("Mailchimp refused a site's key", error);
        return undefined;
      });
    if (!lists) return apiError(c, 400, MAILCHIMP_KEY_REFUSED);
    await saveAccount(db, c.env as MailingListEnv, websiteId, apiKey, Date.now());
    const connection = await findConnection(db, websiteId);
    return c.json(await mailingListJson(c, "mailchimp", connection), 200);
  })
  .delete("/mailing-list/account", async (c) => {
    const db = c.get("db");
    const websiteId = c.get("website").id;
    await removeAccount(db, websiteId);
    // A Mailchimp audience cannot be fed without the account's key.
    if ((await findConnection(db, websiteId))?.provider === "mailchimp") await disconnectList(db, websiteId);
    const connection = await findConnection(db, websiteId);
    return c.json(await mailingListJson(c, (await provider(c)).kind, connection), 200);
  })
  .get("/mailing-list/lists", async (c) => {
    try {
      const websiteId = c.get("website").id;
      const lists = await (await provider(c)).lists(websiteId);
      const noAccount = lists.length === 0 && !(await findAccount(c.get("db"), websiteId));
      return c.json(noAccount ? { lists, notice: NO_MAILCHIMP_ACCOUNT } : { lists }, 200);
    } catch (error) {
      console.error("mailing lists unavailable", error);
      return apiError(c, 503, MAILING_LIST_UNAVAILABLE);
    }
  })
  .post("/mailing-list/lists", requireJson, limitBody(), body(createListBody), async (c) => {
    const lists = await provider(c);
    if (!lists.createList) return apiError(c, 409, LISTS_MANAGED_BY_PROVIDER);
    const list = await lists.createList(c.get("website").id, c.req.valid("json").name);
    return c.json({ list }, 201);
  })
  .put("/mailing-list/connection", requireJson, limitBody(), body(connectListBody), async (c) => {
    const db = c.get("db");
    const websiteId = c.get("website").id;
    const lists = await provider(c);
    const available = await lists.lists(websiteId).catch((error: unknown) => {
      console.error("mailing lists unavailable", error);
      return undefined;
    });
    if (!available) return apiError(c, 503, MAILING_LIST_UNAVAILABLE);
    if (available.length === 0) return apiError(c, 400, NO_MAILING_LISTS);
    const list = available.find((l) => l.id === c.req.valid("json").listId);
    if (!list) return apiError(c, 400, LIST_NOT_FOUND);
    const jobs = await connectList(
      db,
      { websiteId, provider: lists.kind, listId: list.id, listName: list.name },
      Date.now(),
    );
    await dispatchJobs(c.env.CONNECTIONS, jobs);
    return c.json(await mailingListJson(c, lists.kind, await findConnection(db, websiteId)), 200);
  })
  .delete("/mailing-list/connection", async (c) => {
    await disconnectList(c.get("db"), c.get("website").id);
    return c.json(await mailingListJson(c, (await provider(c)).kind, undefined), 200);
  })
  .get("/automation", async (c) => c.json(await automationState(c), 200))
  .post("/automation/endpoints", requireJson, limitBody(), body(createEndpointBody), async (c) => {
    const db = c.get("db");
    const websiteId = c.get("website").id;
    const input = c.req.valid("json");
    const refused = checkWebhookUrl(input.url, isDevelopmentSite(c.req.url));
    if (refused) return apiError(c, 400, refused);
    if ((await listEndpoints(db, websiteId)).length >= MAX_ENDPOINTS)
      return apiError(c, 409, TOO_MANY_ENDPOINTS);
    const secret = newWebhookSecret();
    const row = await createEndpoint(
      db,
      {
        websiteId,
        url: new URL(input.url).href,
        events: input.events,
        secretCipher: await sealSecret(c.env, secret),
      },
      Date.now(),
    );
    return c.json({ endpoint: endpointJson(row), secret }, 201);
  })
  .patch("/automation/endpoints/:id", requireJson, limitBody(), body(updateEndpointBody), async (c) => {
    const db = c.get("db");
    const websiteId = c.get("website").id;
    const input = c.req.valid("json");
    const row = await updateEndpoint(db, websiteId, c.req.param("id"), input);
    if (!row) return apiError(c, 404, ENDPOINT_NOT_FOUND);
    return c.json({ endpoint: endpointJson(row) }, 200);
  })
  .delete("/automation/endpoints/:id", async (c) => {
    const gone = await deleteEndpoint(c.get("db"), c.get("website").id, c.req.param("id"));
    if (!gone) return apiError(c, 404, ENDPOINT_NOT_FOUND);
    return c.body(null, 204);
  })
  .get("/automation/endpoints/:id/deliveries", async (c) => {
    const db = c.get("db");
    const endpoint = await findEndpoint(db, c.get("website").id, c.req.param("id"));
    if (!endpoint) return apiError(c, 404, ENDPOINT_NOT_FOUND);
    return c.json({ deliveries: (await deliveriesOf(db, endpoint.id)).map(deliveryJson) }, 200);
  })
  .post("/automation/deliveries/:id/redeliver", async (c) => {
    const db = c.get("db");
    const websiteId = c.get("website").id;
    if (!(await findDelivery(db, websiteId, c.req.param("id")))) return apiError(c, 404, DELIVERY_NOT_FOUND);
    const row = (await resetDelivery(db, websiteId, c.req.param("id"), Date.now()))!;
    await dispatchJobs(c.env.CONNECTIONS, [{ kind: "webhook", id: row.id }]);
    return c.json({ delivery: deliveryJson(row) }, 200);
  });
