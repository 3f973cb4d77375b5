// The orders the public API lists. Orders are not stored yet (the checkout issue adds the table);
// until then this seam answers an empty page, and the checkout work fills it with a keyset read
// by (createdOn, id), newest first, in the shape of publicOrder (worker/public-api/schemas.ts).
import type { Db } from "../db/client";
import type { PublicOrder } from "./schemas";

export async function listPublicOrders(
  _db: Db,
  _websiteId: string,
  _after: readonly [number, string] | undefined,
  _limit: number,
): Promise<PublicOrder[]> {
  return [];
}
