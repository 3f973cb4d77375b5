// The events an endpoint can subscribe to, shared by the worker and the panel.
export const WEBHOOK_EVENTS = ["form.submitted", "order.placed", "restock.signed_up"] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

export const WEBHOOK_EVENT_LABELS: Record<WebhookEvent, string> = {
  "form.submitted": "Form submissions",
  "order.placed": "Orders placed",
  "restock.signed_up": "Restock sign-ups",
};
