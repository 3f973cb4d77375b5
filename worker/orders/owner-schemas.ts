// The owner's order calls' request bodies (worker/routes/owner-orders.ts), shared with the panel's
// dialogs so both check the same rules in the same words.
import { z } from "zod";

export const CARRIER_RULE = "Enter a carrier name of up to 40 characters.";
export const TRACKING_RULE = "Enter a tracking number of up to 40 letters, digits, spaces or dashes.";
export const REFUND_AMOUNT_RULE = "Enter the amount to refund, more than 0.";
export const REFUND_KEY_RULE = "The refund key must be 16 to 64 letters, digits, '-' or '_'.";
export const REFUND_LINE_RULE =
  "Give each refunded line as {position, quantity} with a quantity of 1 or more.";

/** Blank text is no value: the panel sends its empty fields. */
const optionalText = (schema: z.ZodString) =>
  z.preprocess((v) => (typeof v === "string" && v.trim() === "" ? undefined : v), schema.optional());

export const fulfilBody = z.object({
  carrier: optionalText(z.string(CARRIER_RULE).trim().max(40, CARRIER_RULE)),
  trackingNumber: optionalText(
    z
      .string(TRACKING_RULE)
      .trim()
      .max(40, TRACKING_RULE)
      .regex(/^[A-Za-z0-9][A-Za-z0-9 -]*$/, TRACKING_RULE),
  ),
});
export type FulfilInput = z.infer<typeof fulfilBody>;

export const refundBody = z.object({
  /** Minor units; omitted: the chosen lines' value, or everything left to refund. */
  amountCents: z.number(REFUND_AMOUNT_RULE).int(REFUND_AMOUNT_RULE).min(1, REFUND_AMOUNT_RULE).optional(),
  lines: z
    .array(
      z.object({
        position: z.number(REFUND_LINE_RULE).int(REFUND_LINE_RULE).min(0, REFUND_LINE_RULE),
        quantity: z.number(REFUND_LINE_RULE).int(REFUND_LINE_RULE).min(1, REFUND_LINE_RULE),
      }),
      REFUND_LINE_RULE,
    )
    .max(200, REFUND_LINE_RULE)
    .optional(),
  /** "payment": back to the card the order was paid with; "gift_card": a new gift card, emailed. */
  to: z
    .enum(["payment", "gift_card"], "Choose where the refund goes: payment or gift_card.")
    .default("payment"),
  /** The panel's key for this refund: a retry with the same key refunds once. */
  refundKey: z
    .string(REFUND_KEY_RULE)
    .regex(/^[A-Za-z0-9_-]{16,64}$/, REFUND_KEY_RULE)
    .optional(),
});
export type RefundInput = z.infer<typeof refundBody>;
