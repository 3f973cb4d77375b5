// A store's discounts (docs/discounts.md), the same calls for the owner's panel
// (/api/owner/discounts: read products:read, change discounts:write) and the public API
// (/api/public/v1/discounts: discounts:read, discounts:write); each mount passes its own guards.
//   GET    /                    -> { discounts: [Discount] }   newest first, with each one's status
//   POST   /        Discount    -> 201 { discount }
//   GET    /{id}                -> { discount }
//   PUT    /{id}    Discount    -> { discount }                 replaces the terms; uses stay
//   PUT    /{id}/enabled {enabled} -> { discount }
//   DELETE /{id}                -> 204
import { Hono, type MiddlewareHandler } from "hono";
import {
  createDiscount,
  deleteDiscount,
  discountJson,
  findDiscount,
  listDiscounts,
  setDiscountEnabled,
  updateDiscount,
} from "../db/discounts";
import { DISCOUNT_NOT_FOUND } from "../discounts/messages";
import { saveRefusal } from "../discounts/save";
import { discountBody, discountEnabledBody } from "../discounts/schemas";
import type { AppEnv } from "../http/app-env";
import { apiError } from "../http/errors";
import { limitBody, requireJson, validate } from "../http/validation";

export const discountRoutes = (canRead: MiddlewareHandler<AppEnv>, canWrite: MiddlewareHandler<AppEnv>) =>
  new Hono<AppEnv>()
    .get("/", canRead, async (c) => {
      const rows = await listDiscounts(c.get("db"), c.get("website").id);
      const now = Date.now();
      return c.json({ discounts: rows.map((r) => discountJson(r, now)) }, 200);
    })
    .post("/", canWrite, requireJson, limitBody(), validate("json", discountBody), async (c) => {
      const saved = await createDiscount(c.get("db"), c.get("website").id, c.req.valid("json"));
      if (!saved.ok) {
        const refusal = saveRefusal(saved);
        return apiError(c, refusal.status, refusal.message);
      }
      return c.json({ discount: discountJson(saved.row, Date.now()) }, 201);
    })
    .get("/:id", canRead, async (c) => {
      const row = await findDiscount(c.get("db"), c.get("website").id, c.req.param("id"));
      if (!row) return apiError(c, 404, DISCOUNT_NOT_FOUND);
      return c.json({ discount: discountJson(row, Date.now()) }, 200);
    })
    .put("/:id", canWrite, requireJson, limitBody(), validate("json", discountBody), async (c) => {
      const saved = await updateDiscount(
        c.get("db"),
        c.get("website").id,
        c.req.param("id"),
        c.req.valid("json"),
      );
      if (!saved.ok) {
        const refusal = saveRefusal(saved);
        return apiError(c, refusal.status, refusal.message);
      }
      return c.json({ discount: discountJson(saved.row, Date.now()) }, 200);
    })
    .put(
      "/:id/enabled",
      canWrite,
      requireJson,
      limitBody(),
      validate("json", discountEnabledBody),
      async (c) => {
        const row = await setDiscountEnabled(
          c.get("db"),
          c.get("website").id,
          c.req.param("id"),
          c.req.valid("json").enabled,
        );
        if (!row) return apiError(c, 404, DISCOUNT_NOT_FOUND);
        return c.json({ discount: discountJson(row, Date.now()) }, 200);
      },
    )
    .delete("/:id", canWrite, async (c) => {
      const gone = await deleteDiscount(c.get("db"), c.get("website").id, c.req.param("id"));
      if (!gone) return apiError(c, 404, DISCOUNT_NOT_FOUND);
      return c.body(null, 204);
    });
