// The newsletter block's call (ours; the spec shows the block but not its call):
//   POST /api/newsletter/subscribe  {email, captchaKey?}  -> 200 { success: true }
// Behind the crumb like every /api write, rate-limited per client like form submissions (429 with
// the form block's words), and captcha-checked (action newsletter block) when the site has a key.
// Failures have the form block's shapes: 400 `{ message, errors: { email } }` for the address,
// `{ message }` otherwise. The answer is the same whether the address was new, pending or already
// confirmed, so the call cannot be used to learn who is subscribed.
import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../http/app-env";
import { readCrumb } from "../http/crumb";
import { limitBody, requireJson, validate } from "../http/validation";
import { signUpFromBlock } from "../newsletter/sign-up";

const subscribeBody = z.object({
  email: z.string().max(1000),
  captchaKey: z.string().max(4096).nullable().optional(),
});

export const newsletter = new Hono<AppEnv>().post(
  "/subscribe",
  requireJson,
  limitBody(),
  validate("json", subscribeBody),
  async (c) => {
    c.header("Cache-Control", "private, no-store");
    const body = c.req.valid("json");
    const ip = c.req.header("cf-connecting-ip");
    const outcome = await signUpFromBlock(
      c.env,
      c.get("db"),
      c.get("website"),
      {
        email: body.email,
        captchaKey: body.captchaKey,
        ip,
        client: ip ?? `crumb:${readCrumb(c)!}`,
        origin: new URL(c.req.url).origin,
      },
      Date.now(),
    );
    if (!outcome.ok) {
      const { status, message, errors } = outcome;
      return c.json(errors ? { message, errors } : { message }, status);
    }
    return c.json({ success: true }, 200);
  },
);
