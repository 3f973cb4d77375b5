// Property: whatever mix of add, quantity change, removal and form-answer edits reaches one cart,
// sequentially or concurrently, the cart behaves like a simple model applied one call at a time
// (linearizable): every answer and the final lines equal the model's for some order of each
// concurrent batch, no variant passes its stock, no line passes MAX_QUANTITY.
import { runInDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { BUCKET_SIZE, type AddLine, type ShoppingCart } from "../../durable-objects/shopping-cart";
import { MAX_QUANTITY } from "../../worker/commerce/add-to-cart";
import type { StoredCart } from "../../worker/commerce/cart";

const VARIANTS = [
  { itemId: "prd_a", sku: "A", limit: 6 as number | null },
  { itemId: "prd_b", sku: "B", limit: null },
  { itemId: "prd_c", sku: "C", limit: 2 },
];
const FIELDS = [null, '{"n":"1"}', '{"n":"2"}'];

/** A line id no cart holds. */
const GHOST = "00000000-0000-4000-8000-000000000000";
const GHOST_REF = 5;

/** A command's line reference: GHOST_REF names no line, any other number one of the lines there were. */
function lineAt<T>(items: T[], ref: number): T | undefined {
  return ref === GHOST_REF || items.length === 0 ? undefined : items[ref % items.length];
}

type Command =
  | { kind: "add"; variant: number; quantity: number; fields: number }
  | { kind: "change"; line: number; quantity: number }
  | { kind: "remove"; line: number }
  | { kind: "fields"; line: number; fields: number };

const command: fc.Arbitrary<Command> = fc.oneof(
  fc.record({
    kind: fc.constant("add" as const),
    variant: fc.nat(VARIANTS.length - 1),
    quantity: fc.oneof(fc.integer({ min: 1, max: 4 }), fc.constant(MAX_QUANTITY)),
    fields: fc.nat(FIELDS.length - 1),
  }),
  fc.record({
    kind: fc.constant("change" as const),
    line: fc.nat(GHOST_REF),
    quantity: fc.oneof(
      fc.integer({ min: 0, max: 7 }),
      fc.constant(MAX_QUANTITY),
      fc.constant(MAX_QUANTITY + 1),
    ),
  }),
  fc.record({ kind: fc.constant("remove" as const), line: fc.nat(GHOST_REF) }),
  fc.record({
    kind: fc.constant("fields" as const),
    line: fc.nat(GHOST_REF),
    fields: fc.nat(FIELDS.length - 1),
  }),
);

interface Line {
  id: string;
  sku: string;
  fields: string | null;
  quantity: number;
}
type Outcome = { ok: boolean; reason?: string; lines?: Line[]; newId?: string };

const limitOf = (sku: string) => VARIANTS.find((v) => v.sku === sku)!.limit;
const total = (lines: Line[], sku: string, except?: string) =>
  lines.filter((l) => l.sku === sku && l.id !== except).reduce((n, l) => n + l.quantity, 0);

/**
 * The model: one call on `lines` (mutated), answering what the cart should. `ids` are the line
 * ids the batch was given (a line index past the end names a line that does not exist);
 * `newId` is the id the real cart gave a new line.
 */
function apply(lines: Line[], cmd: Command, ids: string[], newId: string | undefined): Outcome {
  if (cmd.kind === "add") {
    const { sku, limit } = VARIANTS[cmd.variant]!;
    const fields = FIELDS[cmd.fields]!;
    if (limit !== null && total(lines, sku) + cmd.quantity > limit)
      return { ok: false, reason: "not-enough-stock" };
    const same = lines.find((l) => l.sku === sku && l.fields === fields);
    if (same) {
      if (same.quantity + cmd.quantity > MAX_QUANTITY) return { ok: false, reason: "quantity-limit" };
      same.quantity += cmd.quantity;
      return { ok: true, newId: same.id };
    }
    if (!newId) return { ok: false, reason: "model-needs-an-id" };
    lines.push({ id: newId, sku, fields, quantity: cmd.quantity });
    return { ok: true, newId };
  }
  const id = lineAt(ids, cmd.line) ?? GHOST;
  const line = lines.find((l) => l.id === id);
  if (!line) return { ok: false, reason: "not-found" };
  if (cmd.kind === "remove") {
    lines.splice(lines.indexOf(line), 1);
    return { ok: true };
  }
  if (cmd.kind === "change") {
    if (cmd.quantity === 0) {
      lines.splice(lines.indexOf(line), 1);
      return { ok: true };
    }
    if (cmd.quantity > MAX_QUANTITY) return { ok: false, reason: "quantity-limit" };
    const limit = limitOf(line.sku);
    if (
      cmd.quantity > line.quantity &&
      limit !== null &&
      total(lines, line.sku, line.id) + cmd.quantity > limit
    ) {
      return { ok: false, reason: "not-enough-stock" };
    }
    line.quantity = cmd.quantity;
    return { ok: true };
  }
  const fields = FIELDS[cmd.fields]!;
  const twin = lines.find((l) => l.sku === line.sku && l.fields === fields && l.id !== line.id);
  if (twin) {
    if (twin.quantity + line.quantity > MAX_QUANTITY) return { ok: false, reason: "quantity-limit" };
    twin.quantity += line.quantity;
    lines.splice(lines.indexOf(line), 1);
  } else line.fields = fields;
  return { ok: true };
}

const project = (cart: StoredCart): Line[] =>
  cart.entries.map((e) => ({ id: e.id, sku: e.sku, fields: e.additionalFields, quantity: e.quantity }));

function addLine(cartId: string, cmd: Extract<Command, { kind: "add" }>): AddLine {
  const v = VARIANTS[cmd.variant]!;
  return {
    cartId,
    websiteId: "site_demo",
    itemId: v.itemId,
    sku: v.sku,
    attributes: {},
    title: v.sku,
    unitPriceCents: 100,
    currency: "USD",
    productType: 1,
    assetUrl: "",
    fullUrl: "",
    quantity: cmd.quantity,
    additionalFields: FIELDS[cmd.fields]!,
    limit: v.limit,
  };
}

/** Runs one call against the real cart and answers it in the model's terms. */
async function run(
  stub: DurableObjectStub<ShoppingCart>,
  cartId: string,
  cmd: Command,
  before: Line[],
): Promise<Outcome> {
  const line = "line" in cmd ? lineAt(before, cmd.line) : undefined;
  const id = line?.id ?? GHOST;
  // As the route does: the stock of the line's variant (a line's variant never changes).
  const r =
    cmd.kind === "add"
      ? await stub.add(addLine(cartId, cmd))
      : cmd.kind === "remove"
        ? await stub.remove(id)
        : cmd.kind === "change"
          ? await stub.changeQuantity(id, cmd.quantity, line ? limitOf(line.sku) : null)
          : await stub.updateAdditionalFields(id, FIELDS[cmd.fields]!);
  if (!r.ok) return { ok: false, reason: r.reason };
  return { ok: true, lines: project(r.cart), newId: "newlyAdded" in r ? r.newlyAdded.id : undefined };
}

function* permutations<T>(items: T[]): Generator<T[]> {
  if (items.length <= 1) yield items;
  else
    for (let i = 0; i < items.length; i++)
      for (const rest of permutations([...items.slice(0, i), ...items.slice(i + 1)]))
        yield [items[i]!, ...rest];
}

/**
 * Whether some order of the batch, applied to `before`, gives exactly the real answers and ends
 * where the real cart ended (two orders can explain every answer yet end apart: two edits of one
 * line, each answer showing its own write, say that "1 then 2" and "2 then 1" both fit them).
 */
function linearizable(
  before: Line[],
  batch: Command[],
  real: Outcome[],
  ids: string[],
  after: Line[],
): Line[] | null {
  for (const order of permutations(batch.map((_, i) => i))) {
    const lines = structuredClone(before);
    let same = true;
    for (const i of order) {
      const expected = apply(lines, batch[i]!, ids, real[i]!.newId);
      const got = real[i]!;
      if (expected.ok !== got.ok || expected.reason !== got.reason) same = false;
      else if (got.ok && JSON.stringify(got.lines) !== JSON.stringify(lines)) same = false;
      if (!same) break;
    }
    if (same && JSON.stringify(lines) === JSON.stringify(after)) return lines;
  }
  return null;
}

describe("ShoppingCart against a model", () => {
  it("is linearizable over random batches of concurrent adds, changes, removals and edits", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.array(command, { minLength: 1, maxLength: 4 }), { minLength: 1, maxLength: 6 }),
        async (batches) => {
          const cartId = crypto.randomUUID();
          const stub = env.CART.getByName(cartId);
          const first = await stub.add(addLine(cartId, { kind: "add", variant: 1, quantity: 1, fields: 0 }));
          let model: Line[] = first.ok ? project(first.cart) : [];
          for (const batch of batches) {
            await runInDurableObject(stub, (_i: ShoppingCart, state) => {
              state.storage.sql.exec("UPDATE cart_meta SET tokens = ?", BUCKET_SIZE);
            });
            const ids = model.map((l) => l.id);
            const real = await Promise.all(batch.map((cmd) => run(stub, cartId, cmd, model)));
            const after = project((await stub.read())!);
            const next = linearizable(model, batch, real, ids, after);
            expect(next, JSON.stringify({ model, batch, real, after })).not.toBeNull();
            model = next!;
            for (const v of VARIANTS)
              if (v.limit !== null) expect(total(model, v.sku)).toBeLessThanOrEqual(v.limit);
            for (const l of model) expect(l.quantity).toBeGreaterThan(0);
            for (const l of model) expect(l.quantity).toBeLessThanOrEqual(MAX_QUANTITY);
          }
        },
      ),
      { numRuns: 60 },
    );
  }, 120_000);
});
