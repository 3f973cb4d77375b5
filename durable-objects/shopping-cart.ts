// One shopping cart (spec section 3), one SQLite-backed Durable Object per cart, named by the
// cart id in the visitor's cookie. The DO serializes everything that happens to its cart: the
// stock check for a line (quantity already here + new quantity) and the write commit together
// because no await separates them. It is not the stock authority across carts: D1 is
// (worker/db/stock.ts), and checkout reserves there.
import { DurableObject } from "cloudflare:workers";
import type { StoredCart, StoredCartEntry } from "../worker/commerce/cart";
import { MAX_QUANTITY } from "../worker/commerce/add-to-cart";
import { normalizeCouponCode } from "../worker/pricing/coupons";
import { MAX_COUPON_CODES } from "../worker/pricing/inputs";
import type { ShippingLocation } from "../worker/pricing/shipping";

/** What the route hands over for one add: the line as the catalogue describes it now. */
export interface AddLine {
  cartId: string;
  websiteId: string;
  itemId: string;
  sku: string;
  attributes: Record<string, string>;
  title: string;
  unitPriceCents: number;
  currency: string;
  productType: StoredCartEntry["productType"];
  assetUrl: string;
  fullUrl: string;
  quantity: number;
  additionalFields: string | null;
  /** Most units of this variant the cart may hold (stock), or null for no limit. */
  limit: number | null;
}

export type AddResult =
  | { ok: true; cart: StoredCart; newlyAdded: StoredCartEntry }
  | { ok: false; reason: "not-enough-stock" | "quantity-limit" | "rate-limited" | "other-website" };

/** Why a change to an existing line was refused. */
export type ChangeRefusal = "not-found" | "rate-limited" | "not-enough-stock" | "quantity-limit";

/** A quantity change or a form-answers edit: the cart, and the line as it is now (null once removed). */
export type ChangeResult =
  { ok: true; cart: StoredCart; entry: StoredCartEntry | null } | { ok: false; reason: ChangeRefusal };

export type RemoveResult =
  | { ok: true; cart: StoredCart; removed: StoredCartEntry }
  | { ok: false; reason: "not-found" | "rate-limited" };

/**
 * A change to what prices the cart (coupon codes, shipping location, shipping option). A cart
 * that does not exist is "not-found": these changes never create one.
 */
export type PricingChangeResult =
  | { ok: true; cart: StoredCart }
  | { ok: false; reason: "not-found" | "rate-limited" | "too-many-coupons" | "coupon-not-in-cart" };

/** Token bucket per cart: a burst of BUCKET_SIZE changes, then REFILL_PER_SECOND. */
export const BUCKET_SIZE = 10;
export const REFILL_PER_SECOND = 2;
/** A cart nobody touches for this long is deleted (and its cookie expires with it). */
export const CART_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;

type Row = Record<string, SqlStorageValue>;

type CartPricingState = Pick<StoredCart, "couponCodes" | "shippingLocation" | "selectedShippingOptionId">;

const PRICING_TABLE = `
  CREATE TABLE IF NOT EXISTS cart_pricing (
    id INTEGER PRIMARY KEY CHECK (id = 1),
    coupon_codes TEXT NOT NULL,
    shipping_location TEXT,
    shipping_option_id TEXT
  )`;

export class ShoppingCart extends DurableObject<Env> {
  #sql = this.ctx.storage.sql;

  /** The cart, or null when nothing was ever added (reading creates nothing). */
  async read(): Promise<StoredCart | null> {
    if (!this.#exists()) return null;
    return this.#load();
  }

  async add(line: AddLine): Promise<AddResult> {
    const now = Date.now();
    this.#createSchema();
    let meta = this.#meta();
    if (meta && meta.websiteId !== line.websiteId) return { ok: false, reason: "other-website" };
    if (!meta) {
      this.#sql.exec(
        "INSERT INTO cart_meta (id, cart_id, website_id, created, tokens, tokens_at) VALUES (1, ?, ?, ?, ?, ?)",
        line.cartId,
        line.websiteId,
        now,
        BUCKET_SIZE,
        now,
      );
      meta = this.#meta()!;
    }
    if (!this.#takeToken(meta.tokens, meta.tokensAt, now)) return { ok: false, reason: "rate-limited" };

    const inCart = Number(
      this.#sql
        .exec<{ n: number }>(
          "SELECT COALESCE(SUM(quantity), 0) AS n FROM entries WHERE item_id = ? AND sku = ?",
          line.itemId,
          line.sku,
        )
        .one().n,
    );
    if (line.limit !== null && inCart + line.quantity > line.limit) {
      return { ok: false, reason: "not-enough-stock" };
    }
    // Same item, variant and form answers: one line with a larger quantity.
    const same = this.#sql
      .exec<{ id: string; quantity: number }>(
        "SELECT id, quantity FROM entries WHERE item_id = ? AND sku = ? AND additional_fields IS ?",
        line.itemId,
        line.sku,
        line.additionalFields,
      )
      .toArray()[0];
    let entryId: string;
    if (same) {
      if (same.quantity + line.quantity > MAX_QUANTITY) return { ok: false, reason: "quantity-limit" };
      entryId = same.id;
      this.#sql.exec(
        "UPDATE entries SET quantity = quantity + ?, unit_price_cents = ?, title = ? WHERE id = ?",
        line.quantity,
        line.unitPriceCents,
        line.title,
        entryId,
      );
    } else {
      entryId = crypto.randomUUID();
      this.#sql.exec(
        `INSERT INTO entries (id, item_id, sku, attributes, quantity, title, unit_price_cents, currency,
           product_type, additional_fields, asset_url, full_url, added_on)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        entryId,
        line.itemId,
        line.sku,
        JSON.stringify(line.attributes),
        line.quantity,
        line.title,
        line.unitPriceCents,
        line.currency,
        line.productType,
        line.additionalFields,
        line.assetUrl,
        line.fullUrl,
        now,
      );
    }
    await this.#touch(now);
    const cart = this.#load();
    const newlyAdded = cart.entries.find((e) => e.id === entryId)!;
    return { ok: true, cart, newlyAdded };
  }

  /**
   * Sets a line's quantity; 0 removes it. An increase must fit the variant's stock (`limit`,
   * counted over every line of the variant, as for add) and MAX_QUANTITY; a decrease always
   * passes, even when stock has fallen below what the cart holds since the line was added.
   */
  async changeQuantity(entryId: string, quantity: number, limit: number | null): Promise<ChangeResult> {
    const now = Date.now();
    const gate = this.#gate(now);
    if (gate) return { ok: false, reason: gate };
    const entry = this.#entryRow(entryId);
    if (!entry) return { ok: false, reason: "not-found" };
    if (quantity === 0) {
      this.#sql.exec("DELETE FROM entries WHERE id = ?", entryId);
      await this.#touch(now);
      return { ok: true, cart: this.#load(), entry: null };
    }
    if (quantity > MAX_QUANTITY) return { ok: false, reason: "quantity-limit" };
    if (quantity > entry.quantity && limit !== null) {
      const others = Number(
        this.#sql
          .exec<{ n: number }>(
            "SELECT COALESCE(SUM(quantity), 0) AS n FROM entries WHERE item_id = ? AND sku = ? AND id <> ?",
            entry.itemId,
            entry.sku,
            entryId,
          )
          .one().n,
      );
      if (others + quantity > limit) return { ok: false, reason: "not-enough-stock" };
    }
    this.#sql.exec("UPDATE entries SET quantity = ? WHERE id = ?", quantity, entryId);
    await this.#touch(now);
    const cart = this.#load();
    return { ok: true, cart, entry: cart.entries.find((e) => e.id === entryId)! };
  }

  async remove(entryId: string): Promise<RemoveResult> {
    const now = Date.now();
    const gate = this.#gate(now);
    if (gate) return { ok: false, reason: gate };
    const before = this.#load().entries.find((e) => e.id === entryId);
    if (!before) return { ok: false, reason: "not-found" };
    this.#sql.exec("DELETE FROM entries WHERE id = ?", entryId);
    await this.#touch(now);
    return { ok: true, cart: this.#load(), removed: before };
  }

  /**
   * Replaces a line's form answers (JSON text, or null for none). When another line of the same
   * item and variant already holds exactly these answers, the two merge into that line (its
   * quantity grows by this one's, within MAX_QUANTITY) and the edited line goes: a cart keeps one
   * line per item, variant and answers, the rule add relies on to merge. Stock is unaffected
   * (the variant's total does not change).
   */
  async updateAdditionalFields(entryId: string, additionalFields: string | null): Promise<ChangeResult> {
    const now = Date.now();
    const gate = this.#gate(now);
    if (gate) return { ok: false, reason: gate };
    const entry = this.#entryRow(entryId);
    if (!entry) return { ok: false, reason: "not-found" };
    const twin = this.#sql
      .exec<{ id: string; quantity: number }>(
        "SELECT id, quantity FROM entries WHERE item_id = ? AND sku = ? AND additional_fields IS ? AND id <> ?",
        entry.itemId,
        entry.sku,
        additionalFields,
        entryId,
      )
      .toArray()[0];
    let resultId = entryId;
    if (twin) {
      if (twin.quantity + entry.quantity > MAX_QUANTITY) return { ok: false, reason: "quantity-limit" };
      this.#sql.exec("UPDATE entries SET quantity = quantity + ? WHERE id = ?", entry.quantity, twin.id);
      this.#sql.exec("DELETE FROM entries WHERE id = ?", entryId);
      resultId = twin.id;
    } else {
      this.#sql.exec("UPDATE entries SET additional_fields = ? WHERE id = ?", additionalFields, entryId);
    }
    await this.#touch(now);
    const cart = this.#load();
    return { ok: true, cart, entry: cart.entries.find((e) => e.id === resultId)! };
  }

  /**
   * Adds a coupon code (normalized: trimmed, upper case) after those already entered; a code
   * already there changes nothing. Whether it applies is pricing's to say, each time the cart is
   * priced: an invalid code stays, with its reason, until the visitor removes it.
   */
  async addCoupon(code: string): Promise<PricingChangeResult> {
    return this.#changePricing((pricing) => {
      const normalized = normalizeCouponCode(code);
      if (pricing.couponCodes.includes(normalized)) return pricing;
      if (pricing.couponCodes.length >= MAX_COUPON_CODES) return "too-many-coupons";
      return { ...pricing, couponCodes: [...pricing.couponCodes, normalized] };
    });
  }

  async removeCoupon(code: string): Promise<PricingChangeResult> {
    return this.#changePricing((pricing) => {
      const normalized = normalizeCouponCode(code);
      if (!pricing.couponCodes.includes(normalized)) return "coupon-not-in-cart";
      return { ...pricing, couponCodes: pricing.couponCodes.filter((c) => c !== normalized) };
    });
  }

  /** Where the cart would ship, as the route checked it (postal-codes.ts `checkLocation`). */
  async setShippingLocation(location: ShippingLocation): Promise<PricingChangeResult> {
    return this.#changePricing((pricing) => ({ ...pricing, shippingLocation: location }));
  }

  /** The visitor's shipping option; pricing falls back to the cheapest while it is not offered. */
  async selectShippingOption(optionId: string): Promise<PricingChangeResult> {
    return this.#changePricing((pricing) => ({ ...pricing, selectedShippingOptionId: optionId }));
  }

  /** An abandoned cart goes away; running twice is harmless. */
  override async alarm(): Promise<void> {
    await this.ctx.storage.deleteAll();
  }

  /**
   * What every change to an existing cart passes first: the cart exists (a change never creates
   * one) and the token bucket has a token. Returns the refusal, or null to go ahead.
   */
  #gate(now: number): "not-found" | "rate-limited" | null {
    if (!this.#exists()) return "not-found";
    const meta = this.#meta()!;
    return this.#takeToken(meta.tokens, meta.tokensAt, now) ? null : "rate-limited";
  }

  /** One pricing change: gate, compute, write and touch with no await before the write. */
  async #changePricing(
    change: (pricing: CartPricingState) => CartPricingState | "too-many-coupons" | "coupon-not-in-cart",
  ): Promise<PricingChangeResult> {
    const now = Date.now();
    const gate = this.#gate(now);
    if (gate) return { ok: false, reason: gate };
    const next = change(this.#pricing());
    if (typeof next === "string") return { ok: false, reason: next };
    this.#sql.exec(
      `INSERT OR REPLACE INTO cart_pricing (id, coupon_codes, shipping_location, shipping_option_id)
       VALUES (1, ?, ?, ?)`,
      JSON.stringify(next.couponCodes),
      next.shippingLocation && JSON.stringify(next.shippingLocation),
      next.selectedShippingOptionId,
    );
    await this.#touch(now);
    return { ok: true, cart: this.#load() };
  }

  /**
   * The stored pricing choices. Their table is created with the cart, and here too for a cart
   * created before the table existed (CREATE IF NOT EXISTS costs next to nothing in the object).
   */
  #pricing(): CartPricingState {
    this.#sql.exec(PRICING_TABLE);
    const row = this.#sql.exec<Row>("SELECT * FROM cart_pricing WHERE id = 1").toArray()[0];
    if (!row) return { couponCodes: [], shippingLocation: null, selectedShippingOptionId: null };
    return {
      couponCodes: JSON.parse(String(row.coupon_codes)) as string[],
      shippingLocation:
        row.shipping_location === null
          ? null
          : (JSON.parse(String(row.shipping_location)) as ShippingLocation),
      selectedShippingOptionId: row.shipping_option_id === null ? null : String(row.shipping_option_id),
    };
  }

  /** Every change pushes the inactivity expiry forward. */
  async #touch(now: number): Promise<void> {
    await this.ctx.storage.setAlarm(now + CART_LIFETIME_MS);
  }

  #entryRow(entryId: string): { itemId: string; sku: string; quantity: number } | undefined {
    const row = this.#sql
      .exec<Row>("SELECT item_id, sku, quantity FROM entries WHERE id = ?", entryId)
      .toArray()[0];
    return row && { itemId: String(row.item_id), sku: String(row.sku), quantity: Number(row.quantity) };
  }

  #exists(): boolean {
    return (
      this.#sql.exec("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'cart_meta'").toArray()
        .length > 0 && this.#meta() !== undefined
    );
  }

  #createSchema(): void {
    this.#sql.exec(`
      CREATE TABLE IF NOT EXISTS cart_meta (
        id INTEGER PRIMARY KEY CHECK (id = 1),
        cart_id TEXT NOT NULL,
        website_id TEXT NOT NULL,
        created INTEGER NOT NULL,
        tokens REAL NOT NULL,
        tokens_at INTEGER NOT NULL
      );
      CREATE TABLE IF NOT EXISTS entries (
        seq INTEGER PRIMARY KEY AUTOINCREMENT,
        id TEXT NOT NULL UNIQUE,
        item_id TEXT NOT NULL,
        sku TEXT NOT NULL,
        attributes TEXT NOT NULL,
        quantity INTEGER NOT NULL CHECK (quantity > 0),
        title TEXT NOT NULL,
        unit_price_cents INTEGER NOT NULL,
        currency TEXT NOT NULL,
        product_type INTEGER NOT NULL,
        additional_fields TEXT,
        asset_url TEXT NOT NULL,
        full_url TEXT NOT NULL,
        added_on INTEGER NOT NULL
      );`);
    this.#sql.exec(PRICING_TABLE);
  }

  #meta():
    { cartId: string; websiteId: string; created: number; tokens: number; tokensAt: number } | undefined {
    const row = this.#sql.exec<Row>("SELECT * FROM cart_meta WHERE id = 1").toArray()[0];
    if (!row) return undefined;
    return {
      cartId: String(row.cart_id),
      websiteId: String(row.website_id),
      created: Number(row.created),
      tokens: Number(row.tokens),
      tokensAt: Number(row.tokens_at),
    };
  }

  #takeToken(tokens: number, at: number, now: number): boolean {
    const available = Math.min(BUCKET_SIZE, tokens + (Math.max(0, now - at) / 1000) * REFILL_PER_SECOND);
    if (available < 1) {
      this.#sql.exec("UPDATE cart_meta SET tokens = ?, tokens_at = ? WHERE id = 1", available, now);
      return false;
    }
    this.#sql.exec("UPDATE cart_meta SET tokens = ?, tokens_at = ? WHERE id = 1", available - 1, now);
    return true;
  }

  #load(): StoredCart {
    const meta = this.#meta()!;
    const entries = this.#sql
      .exec<Row>("SELECT * FROM entries ORDER BY seq")
      .toArray()
      .map((r): StoredCartEntry => ({
        id: String(r.id),
        itemId: String(r.item_id),
        sku: String(r.sku),
        attributes: JSON.parse(String(r.attributes)) as Record<string, string>,
        quantity: Number(r.quantity),
        title: String(r.title),
        unitPriceCents: Number(r.unit_price_cents),
        currency: String(r.currency),
        productType: Number(r.product_type) as StoredCartEntry["productType"],
        additionalFields: r.additional_fields === null ? null : String(r.additional_fields),
        assetUrl: String(r.asset_url),
        fullUrl: String(r.full_url),
        addedOn: Number(r.added_on),
      }));
    return {
      id: meta.cartId,
      websiteId: meta.websiteId,
      created: meta.created,
      entries,
      ...this.#pricing(),
    };
  }

  /**
   * Takes in another cart's lines (a member's carts meeting at sign-in, or a copy left to the
   * browser at sign-out): creates this cart when it does not exist, and merges a line into an
   * identical one (item, variant, answers) within MAX_QUANTITY. No stock check: the lines were
   * within stock when added, and checkout reserves stock in D1 anyway. False for another site's cart.
   */
  async receive(into: { cartId: string; websiteId: string }, entries: StoredCartEntry[]): Promise<boolean> {
    const now = Date.now();
    this.#createSchema();
    const meta = this.#meta();
    if (meta && meta.websiteId !== into.websiteId) return false;
    if (!meta) {
      this.#sql.exec(
        "INSERT INTO cart_meta (id, cart_id, website_id, created, tokens, tokens_at) VALUES (1, ?, ?, ?, ?, ?)",
        into.cartId,
        into.websiteId,
        now,
        BUCKET_SIZE,
        now,
      );
    }
    for (const e of entries) {
      const same = this.#sql
        .exec<{ id: string }>(
          "SELECT id FROM entries WHERE item_id = ? AND sku = ? AND additional_fields IS ?",
          e.itemId,
          e.sku,
          e.additionalFields,
        )
        .toArray()[0];
      if (same) {
        this.#sql.exec(
          "UPDATE entries SET quantity = MIN(quantity + ?, ?) WHERE id = ?",
          e.quantity,
          MAX_QUANTITY,
          same.id,
        );
        continue;
      }
      this.#sql.exec(
        `INSERT INTO entries (id, item_id, sku, attributes, quantity, title, unit_price_cents, currency,
           product_type, additional_fields, asset_url, full_url, added_on)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        crypto.randomUUID(),
        e.itemId,
        e.sku,
        JSON.stringify(e.attributes),
        e.quantity,
        e.title,
        e.unitPriceCents,
        e.currency,
        e.productType,
        e.additionalFields,
        e.assetUrl,
        e.fullUrl,
        e.addedOn,
      );
    }
    await this.#touch(now);
    return true;
  }

  /** Empties the cart once its order is paid: the cart goes away, as after its lifetime. */
  async clear(): Promise<void> {
    await this.ctx.storage.deleteAlarm();
    await this.ctx.storage.deleteAll();
  }
}
