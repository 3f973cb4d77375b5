// Which payment provider a checkout uses: Stripe when the STRIPE_SECRET_KEY secret is set
// (`wrangler secret put STRIPE_SECRET_KEY`; STRIPE_API_URL only to point at another Stripe-shaped
// server), else the test provider, so development and previews never take real money. A test
// secret key (sk_test_…) talks to real Stripe in test mode: its payments are testMode too.
import type { Db } from "../db/client";
import { directoryDb } from "../db/shards";
import type { PaymentProvider } from "./provider";
import { stripePaymentProvider } from "./stripe";
import { testPaymentProvider } from "./test-provider";

/** The payment bindings: both are secrets, never vars in wrangler.toml. */
export type PaymentsEnv = Env & { STRIPE_SECRET_KEY?: string; STRIPE_API_URL?: string };

export const hasStripe = (env: PaymentsEnv) => (env.STRIPE_SECRET_KEY ?? "") !== "";

export function paymentProviderFor(
  env: PaymentsEnv,
  options: {
    fetch?: typeof fetch;
    /** The site's shard: the test provider keeps its payments there. */ db?: Db;
  } = {},
): PaymentProvider {
  if (hasStripe(env)) {
    return stripePaymentProvider({
      secretKey: env.STRIPE_SECRET_KEY!,
      baseUrl: env.STRIPE_API_URL,
      fetch: options.fetch,
    });
  }
  return testPaymentProvider(options.db ?? directoryDb(env));
}
