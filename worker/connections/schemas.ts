// Bodies of the connections calls (worker/routes/owner-connections.ts), shared with the panel.
import { z } from "zod";
import {
  EVENTS_REQUIRED,
  LIST_NAME_REQUIRED,
  LIST_REQUIRED,
  MAILCHIMP_KEY_INVALID,
  URL_INVALID,
} from "./messages";
import { WEBHOOK_EVENTS } from "./webhooks/events";

export const connectListBody = z.object({
  listId: z.string({ error: LIST_REQUIRED }).trim().min(1, { error: LIST_REQUIRED }).max(200),
});

/** What a Mailchimp key looks like: 32 hex digits, a dash and its data centre ("…-us6"). */
const MAILCHIMP_KEY = /^[0-9a-f]{32}-[a-z]+\d+$/;

export const mailchimpAccountBody = z.object({
  apiKey: z
    .string({ error: MAILCHIMP_KEY_INVALID })
    .trim()
    .regex(MAILCHIMP_KEY, { error: MAILCHIMP_KEY_INVALID }),
});

export const createListBody = z.object({
  name: z.string({ error: LIST_NAME_REQUIRED }).trim().min(1, { error: LIST_NAME_REQUIRED }).max(100),
});

const events = z
  .array(z.enum(WEBHOOK_EVENTS), { error: EVENTS_REQUIRED })
  .min(1, { error: EVENTS_REQUIRED })
  .transform((list) => [...new Set(list)]);

export const createEndpointBody = z.object({
  url: z
    .string({ error: URL_INVALID })
    .trim()
    .min(1, { error: URL_INVALID })
    .max(2083, { error: URL_INVALID }),
  events,
});

export const updateEndpointBody = z.object({
  events: events.optional(),
  enabled: z.boolean().optional(),
});
