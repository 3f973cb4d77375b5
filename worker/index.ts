// The worker: API routes, then the page router; the queue consumer; the Durable Object classes.
import { Hono } from "hono";
import { pages } from "./pages";
import { consumeEvents } from "./queue";
import { cart } from "./routes/cart";
import { seo } from "./routes/seo";
import type { AppEnv } from "./http/app-env";
import { csrfGuard } from "./http/csrf";
import { apiNotFound, onApiError } from "./http/errors";
import { websiteFromHost } from "./http/website";

export { ShoppingCart } from "../durable-objects/shopping-cart";

const app = new Hono<AppEnv>()
  .use("/api/*", csrfGuard)
  .use("*", websiteFromHost)
  .route("/api/commerce/shopping-cart", cart)
  .all("/api/*", apiNotFound)
  .route("/", seo)
  .route("/", pages);

app.onError(onApiError);

/** For the typed client: `hc<AppType>("/")`. */
export type AppType = typeof app;

export default {
  fetch: app.fetch,
  queue: consumeEvents,
} satisfies ExportedHandler<Env>;
