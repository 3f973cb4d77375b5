// The public API's discounts, under /api/public/v1/discounts (docs/discounts.md): the owner
// calls' domain and answers, with a key's scope instead of a session's role.
//   GET    /                 -> { discounts: [Discount] }   (discounts:read)
//   GET    /{id}             -> { discount }                (discounts:read)
//   POST   /     Discount    -> 201 { discount }            (discounts:write)
//   PUT    /{id} Discount    -> { discount }                (discounts:write)
//   DELETE /{id}             -> 204                         (discounts:write)
import { Hono } from "hono";
import {
  createDiscount,
  deleteDiscount,
  discountJson,
  findDiscount,
  listDiscounts,
  updateDiscount,
} from "../db/discounts";
import { DISCOUNT_NOT_FOUND } from "../discounts/messages";
import { saveRefusal } from "../discounts/save";
import { discountBody } from "../discounts/schemas";
import type { AppEnv } from "../http/app-env";
import { apiError } from "../http/errors";
import { limitBody, requireJson, validate } from "../http/validation";
import { requireApiKey } from "../public-api/auth";

export const publicDiscounts = new Hono<AppEnv>()
  .get("/", requireApiKey("discounts:read"), async (c) => {
    const now = Date.now();
    const rows = await listDiscounts(c.get("db"), c.get("website").id);
    return c.json({ discounts: rows.map((r) => discountJson(r, now)) }, 200);
  })
  .get("/:id", requireApiKey("discounts:read"), async (c) => {
    const row = await findDiscount(c.get("db"), c.get("website").id, c.req.param("id"));
    if (!row) return apiError(c, 404, DISCOUNT_NOT_FOUND);
    return c.json({ discount: discountJson(row, Date.now()) }, 200);
  })
  .post(
    "/",
    requireApiKey("discounts:write"),
    requireJson,
    limitBody(),
    validate("json", discountBody),
    async (c) => {
      const saved = await createDiscount(c.get("db"), c.get("website").id, c.req.valid("json"));
      if (!saved.ok) {
        const refusal = saveRefusal(saved);
        return apiError(c, refusal.status, refusal.message);
      }
      return c.json({ discount: discountJson(saved.row, Date.now()) }, 201);
    },
  )
  .put(
    "/:id",
    requireApiKey("discounts:write"),
    requireJson,
    limitBody(),
    validate("json", discountBody),
    async (c) => {
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
    },
  )
  .delete("/:id", requireApiKey("discounts:write"), async (c) => {
    const gone = await deleteDiscount(c.get("db"), c.get("website").id, c.req.param("id"));
    if (!gone) return apiError(c, 404, DISCOUNT_NOT_FOUND);
    return c.body(null, 204);
  });
