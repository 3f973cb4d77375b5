// The subscription's links: the confirmed page (206), opened with the first order's access token,
// and the cancel page, opened with the cancel token that only the confirmation email holds.
export const SUBSCRIPTION_CHECKOUT_PAGE = "/commerce/subscription";

export const subscriptionPagePath = (subscriptionId: string, orderAccessToken: string) =>
  `/commerce/subscriptions/${encodeURIComponent(subscriptionId)}?token=${encodeURIComponent(orderAccessToken)}`;

export const cancelPagePath = (subscriptionId: string, cancelToken?: string) =>
  `/commerce/subscriptions/${encodeURIComponent(subscriptionId)}/cancel` +
  (cancelToken === undefined ? "" : `?token=${encodeURIComponent(cancelToken)}`);
