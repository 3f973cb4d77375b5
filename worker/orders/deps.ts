// The saga's collaborators from the worker's bindings: D1, the payment provider that the
// STRIPE_SECRET_KEY secret picks, the EMAILS, EVENTS and CONNECTIONS queues, and the cart Durable Objects.
import type { Db } from "../db/client";
import { paymentProviderFor, type PaymentsEnv } from "../payments/select";
import type { DownloadEnv } from "./downloads";
import type { OrderDeps } from "./settle";

export function orderDeps(env: Env, db: Db): OrderDeps {
  return {
    db,
    payments: paymentProviderFor(env as PaymentsEnv, { db }),
    emails: env.EMAILS,
    events: env.EVENTS,
    connections: env.CONNECTIONS,
    clearCart: (cartId) => env.CART.getByName(cartId).clear(),
    downloadSecret: (env as Env & DownloadEnv).DOWNLOAD_SECRET,
    now: () => Date.now(),
  };
}
