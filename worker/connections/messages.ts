// The connections' owner messages. Spec section 4 names the states ('Connect', 'Connected to',
// 'Disconnect'; 'awaiting connection' or the count of connections) and section 5/8 two mailing-list
// sentences word for word; the rest are ours.

export const CONNECT = "Connect";
export const DISCONNECT = "Disconnect";
export const connectedTo = (listName: string) => `Connected to ${listName}`;

export const LIST_REQUIRED = "A List must be selected";
export const NO_MAILING_LISTS = "You don't have any mailing lists. Please create one before continuing.";
export const LIST_NOT_FOUND = "That list no longer exists. Please choose another.";
export const LIST_NAME_REQUIRED = "Please enter a list name";
export const LISTS_MANAGED_BY_PROVIDER = "Lists are created in your mailing-list provider's account.";
export const MAILING_LIST_UNAVAILABLE = "Unable to connect. Please try again.";
export const MAILCHIMP_KEY_INVALID =
  "That is not a Mailchimp API key. A key ends in its data centre, such as -us6.";
export const MAILCHIMP_KEY_REFUSED = "Mailchimp did not accept that API key.";
export const NO_MAILCHIMP_ACCOUNT =
  "This site has not connected a Mailchimp account. Connect yours with its API key to choose one of its audiences.";

export const AWAITING_CONNECTION = "awaiting connection";
export const connectionCount = (n: number) => (n === 1 ? "1 connection" : `${n} connections`);

export const URL_INVALID = "Please enter a valid web address";
export const URL_NOT_HTTPS = "Webhook addresses must start with https://";
export const URL_PRIVATE = "Webhook addresses must be reachable on the public internet";
export const EVENTS_REQUIRED = "Choose at least one event";
export const TOO_MANY_ENDPOINTS = "A site can have at most 10 webhook endpoints";
export const ENDPOINT_NOT_FOUND = "Webhook endpoint not found";
export const DELIVERY_NOT_FOUND = "Webhook delivery not found";
export const disabledAfterFailures = (n: number) =>
  `Disabled after ${n} failed deliveries in a row. Fix the endpoint, then enable it again.`;
