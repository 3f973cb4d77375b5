// The subscription call answers that subscriptions cannot start online yet (501), in words the
// island shows the visitor, until the checkout issue builds subscription checkout.
import { describe, expect, it } from "vitest";
import { SUBSCRIPTIONS_NOT_YET } from "../../worker/http/messages";
import { DemoProduct } from "../../worker/seed/demo-data";
import { Visitor } from "./helpers";

describe("POST /api/3/commerce/cart/subscription", () => {
  it("answers 501 with the sentence the visitor reads, and is never cached", async () => {
    const res = await new Visitor().post("/api/3/commerce/cart/subscription", {
      itemId: DemoProduct.SOCK_CLUB,
      sku: "SQ-SOCKS-M",
      qty: 1,
      additionalFields: "",
    });
    expect(res.status).toBe(501);
    expect(await res.json()).toEqual({ message: SUBSCRIPTIONS_NOT_YET });
    expect(res.headers.get("cache-control")).toBe("private, no-store");
  });
});
