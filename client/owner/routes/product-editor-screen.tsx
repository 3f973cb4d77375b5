// The product editor (routes in product-editor.tsx, loaded as its own chunk): one form over the
// draft (product-draft.ts) with the store page, title, URL, description, type, visibility, tags and
// categories, options and a variants table, photos (components/product/PhotoManager.tsx), a subscription plan and merchandising
// settings; an existing variant's stock changes in the stock dialog.
import { getRouteApi, useNavigate, useRouter } from "@tanstack/react-router";
import { ShippingFields } from "../components/product/ShippingFields";
import { useState, type FormEvent } from "react";
import { Button } from "react-aria-components";
import { PRODUCT_TYPES, productBody } from "../../../worker/catalog-admin/schemas";
import { answer, api, ApiError, GENERAL_ERROR } from "../api";
import { Checkbox } from "../components/Checkbox";
import { ConfirmDialog } from "../components/ConfirmDialog";
import { ErrorBanner } from "../components/ErrorBanner";
import { NewStorePage } from "../components/NewStorePage";
import { PhotoManager } from "../components/product/PhotoManager";
import { RestockSignupsSwitch } from "../components/RestockSignupsSwitch";
import { StockDialog } from "../components/StockDialog";
import { TextField } from "../components/TextField";
import { checkForm } from "../components/zod-form";
import {
  emptyVariant,
  list,
  toBody,
  toDraft,
  unsavedPart,
  type Draft,
  type VariantDraft,
} from "./product-draft";
import { loadEditor, type Loaded } from "./product-editor-load";
import { Breadcrumbs } from "../components/layout/Breadcrumbs";
import { happened, named } from "../components/feedback/named";
import { toast } from "../components/feedback/toast";
import { useDirtyValues } from "../components/feedback/use-dirty";
import { useUnsavedChangesGuard } from "../components/feedback/use-unsaved-changes-guard";

const newProductRoute = getRouteApi("/products/new");
const editProductRoute = getRouteApi("/products/$productId");

const TYPE_LABELS: Record<string, string> = {
  PHYSICAL: "Physical",
  DIGITAL: "Digital",
  SERVICE: "Service",
  GIFT_CARD: "Gift card",
};

function Editor({ productId }: { productId: string | undefined }) {
  const loaded = (productId ? editProductRoute : newProductRoute).useLoaderData() as Loaded;
  const navigate = useNavigate();
  const router = useRouter();
  const [draft, setDraft] = useState<Draft>(() => toDraft(loaded.collections, loaded.product));
  const [collections, setCollections] = useState(loaded.collections);
  const [error, setError] = useState<string>();
  const [saved, setSaved] = useState<string>();
  const [busy, setBusy] = useState(false);
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((d) => ({ ...d, [key]: value }));
  const setVariant = (i: number, change: Partial<VariantDraft>) =>
    setDraft((d) => ({ ...d, variants: d.variants.map((v, j) => (j === i ? { ...v, ...change } : v)) }));
  const options = list(draft.options);
  const { isDirty, markSaved } = useDirtyValues(unsavedPart(draft));
  const guard = useUnsavedChangesGuard(
    isDirty,
    productId ? named(loaded.product?.title, "this product") : "the new product",
  );

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(undefined);
    setSaved(undefined);
    const checked = checkForm(productBody, toBody(draft));
    if (!checked.ok) {
      const [field, message] = Object.entries(checked.errors)[0]!;
      setError(
        field === "variants" && /expected number/.test(message)
          ? "Enter prices as numbers, like 12.50."
          : message,
      );
      return;
    }
    setBusy(true);
    try {
      const json = toBody(draft);
      const done = productId
        ? await answer(api.catalog.products[":productId"].$put({ param: { productId }, json }))
        : await answer(api.catalog.products.$post({ json }));
      setSaved(done.fullUrl);
      markSaved(unsavedPart(draft));
      toast.success(happened(json.title, "Product", "saved"));
      if (!productId) {
        await navigate({
          to: "/products/$productId",
          params: { productId: done.productId },
          search: { saved: 1 },
          ignoreBlocker: true,
        });
      } else {
        // New variants now have ids: the draft starts again from what was stored.
        const fresh = await loadEditor(productId);
        const stored = toDraft(fresh.collections, fresh.product);
        setDraft(stored);
        markSaved(unsavedPart(stored));
      }
    } catch (err) {
      setError(err instanceof ApiError ? err.message : GENERAL_ERROR);
    } finally {
      setBusy(false);
    }
  };

  const remove = async (id: string) => {
    try {
      await answer(api.catalog.products[":productId"].$delete({ param: { productId: id } }));
      // The list must not show the product from its cached data. (Not invalidate: that reloads this
      // editor first, whose product is gone.)
      router.clearCache();
      toast.success(happened(loaded.product?.title, "Product", "deleted"));
      await navigate({ to: "/products", ignoreBlocker: true });
    } catch (err) {
      setError(err instanceof ApiError ? err.message : GENERAL_ERROR);
    }
  };

  const justCreated = new URLSearchParams(location.search).has("saved");
  const fullUrl =
    saved ??
    (loaded.product
      ? `/${loaded.collections.find((c) => c.id === loaded.product!.collectionId)?.urlId}/${loaded.product.urlId}`
      : undefined);

  return (
    <section className="product-editor">
      <Breadcrumbs
        trail={[{ label: "Products", to: "/products" }]}
        current={productId ? (loaded.product?.title ?? "Product") : "New product"}
      />
      {guard}
      <h1>{productId ? `Edit ${loaded.product?.title ?? "product"}` : "New product"}</h1>
      {saved || justCreated ? (
        <div className="banner banner-ok" role="status">
          Product saved.{" "}
          {fullUrl ? (
            <a href={fullUrl} target="_blank" rel="noreferrer">
              View on the store
            </a>
          ) : null}
        </div>
      ) : null}
      {error ? <ErrorBanner message={error} onDismiss={() => setError(undefined)} /> : null}
      <form onSubmit={(e) => void submit(e)} aria-label={productId ? "Edit product" : "New product"}>
        <div className="field">
          <label htmlFor="collection">Store page</label>
          <select
            id="collection"
            value={draft.collectionId}
            onChange={(e) => set("collectionId", e.target.value)}
          >
            {collections.map((c) => (
              <option key={c.id} value={c.id}>
                {c.title}
              </option>
            ))}
          </select>
        </div>
        <NewStorePage
          websiteId={loaded.websiteId}
          onCreated={(c) => {
            setCollections((list) => [...list, c]);
            set("collectionId", c.id);
          }}
        />
        <TextField label="Title" value={draft.title} onChange={(v) => set("title", v)} isRequired />
        <TextField
          label="URL"
          value={draft.urlId}
          onChange={(v) => set("urlId", v)}
          description="Left empty, it is made from the title."
        />
        <div className="field">
          <label htmlFor="description">Description</label>
          <textarea
            id="description"
            rows={4}
            value={draft.description}
            onChange={(e) => set("description", e.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor="product-type">Product type</label>
          <select
            id="product-type"
            value={draft.productType}
            onChange={(e) => set("productType", e.target.value as Draft["productType"])}
          >
            {PRODUCT_TYPES.map((t) => (
              <option key={t} value={t}>
                {TYPE_LABELS[t]}
              </option>
            ))}
          </select>
        </div>
        <Checkbox
          label="Visible on the store"
          checked={draft.published}
          onChange={(v) => set("published", v)}
        />
        <TextField
          label="Tags"
          value={draft.tags}
          onChange={(v) => set("tags", v)}
          description="Separate with commas."
        />
        <TextField
          label="Categories"
          value={draft.categories}
          onChange={(v) => set("categories", v)}
          description="Separate with commas."
        />
        <TextField
          label="Options"
          value={draft.options}
          onChange={(v) => set("options", v)}
          description="Option names separated by commas, for example: Size, Colour."
        />

        <table className="variants">
          <caption>Variants</caption>
          <thead>
            <tr>
              {options.map((o) => (
                <th scope="col" key={o}>
                  {o}
                </th>
              ))}
              <th scope="col">SKU</th>
              <th scope="col">Price</th>
              <th scope="col">Sale price</th>
              <th scope="col">On sale</th>
              <th scope="col">Stock</th>
              <th scope="col">Unlimited</th>
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {draft.variants.map((v, i) => {
              const name = `variant ${i + 1}`;
              return (
                <tr key={v.id ?? `new-${i}`}>
                  {options.map((o) => (
                    <td key={o}>
                      <input
                        aria-label={`${o} of ${name}`}
                        value={v.attributes[o] ?? ""}
                        onChange={(e) =>
                          setVariant(i, { attributes: { ...v.attributes, [o]: e.target.value } })
                        }
                      />
                    </td>
                  ))}
                  <td>
                    <input
                      aria-label={`SKU of ${name}`}
                      value={v.sku}
                      onChange={(e) => setVariant(i, { sku: e.target.value })}
                    />
                  </td>
                  <td>
                    <input
                      aria-label={`Price of ${name}`}
                      inputMode="decimal"
                      value={v.price}
                      onChange={(e) => setVariant(i, { price: e.target.value })}
                    />
                  </td>
                  <td>
                    <input
                      aria-label={`Sale price of ${name}`}
                      inputMode="decimal"
                      value={v.salePrice}
                      onChange={(e) => setVariant(i, { salePrice: e.target.value })}
                    />
                  </td>
                  <td>
                    <input
                      type="checkbox"
                      aria-label={`${name} on sale`}
                      checked={v.onSale}
                      onChange={(e) => setVariant(i, { onSale: e.target.checked })}
                    />
                  </td>
                  <td>
                    {v.id ? (
                      <span className="stock-cell">
                        <span>{v.unlimited ? "Unlimited" : v.qtyInStock}</span>
                        {v.unlimited ? null : (
                          <StockDialog
                            variantId={v.id}
                            variantLabel={options.map((o) => v.attributes[o]).join(" / ") || name}
                            onChanged={(qty) => setVariant(i, { qtyInStock: String(qty) })}
                          />
                        )}
                      </span>
                    ) : (
                      <input
                        aria-label={`Stock of ${name}`}
                        inputMode="numeric"
                        value={v.qtyInStock}
                        onChange={(e) => setVariant(i, { qtyInStock: e.target.value })}
                      />
                    )}
                  </td>
                  <td>
                    <input
                      type="checkbox"
                      aria-label={`${name} has unlimited stock`}
                      checked={v.unlimited}
                      onChange={(e) => setVariant(i, { unlimited: e.target.checked })}
                    />
                  </td>
                  <td>
                    <Button
                      aria-label={`Remove ${name}`}
                      isDisabled={draft.variants.length === 1}
                      onPress={() =>
                        set(
                          "variants",
                          draft.variants.filter((_, j) => j !== i),
                        )
                      }
                    >
                      Remove
                    </Button>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
        <Button onPress={() => set("variants", [...draft.variants, emptyVariant()])}>Add variant</Button>
        <ShippingFields
          variants={draft.variants}
          optionNames={options}
          onChange={(i, shipping) => setVariant(i, { shipping })}
        />

        <PhotoManager
          photos={draft.images}
          update={(change) => setDraft((d) => ({ ...d, images: change(d.images) }))}
        />

        <fieldset>
          <legend>Subscription</legend>
          <Checkbox
            label="Sell by subscription"
            checked={draft.isSubscribable}
            onChange={(v) => set("isSubscribable", v)}
          />
          {draft.isSubscribable ? (
            <>
              <TextField
                label="Bill every"
                value={draft.periodValue}
                onChange={(v) => set("periodValue", v)}
                inputMode="numeric"
              />
              <div className="field">
                <label htmlFor="period-unit">Billing period</label>
                <select
                  id="period-unit"
                  value={draft.periodUnit}
                  onChange={(e) => set("periodUnit", e.target.value as Draft["periodUnit"])}
                >
                  <option value="WEEK">Weeks</option>
                  <option value="MONTH">Months</option>
                  <option value="YEAR">Years</option>
                </select>
              </div>
              <TextField
                label="Billing cycles"
                value={draft.cycles}
                onChange={(v) => set("cycles", v)}
                description="0 renews until cancelled."
              />
            </>
          ) : null}
        </fieldset>

        <fieldset>
          <legend>Merchandising</legend>
          <Checkbox
            label="Show a scarcity message"
            checked={draft.scarcityEnabled}
            onChange={(v) => set("scarcityEnabled", v)}
          />
          <TextField
            label="Scarcity message"
            value={draft.scarcityText}
            onChange={(v) => set("scarcityText", v)}
            description="{qtyInStock} is replaced by the stock."
          />
          <TextField
            label="Sold-out text"
            value={draft.customSoldOutText}
            onChange={(v) => set("customSoldOutText", v)}
          />
          <RestockSignupsSwitch value={draft.restockSignups} onChange={(v) => set("restockSignups", v)} />
        </fieldset>

        <div className="dialog-actions">
          <Button type="submit" className="button-primary" isDisabled={busy}>
            Save product
          </Button>
          {productId ? (
            <ConfirmDialog
              trigger={<Button>Delete product</Button>}
              title={`Delete ${named(loaded.product?.title, "this product")}?`}
              yesLabel="Delete"
              noLabel="Keep"
              onAnswer={(yes) => void (yes && remove(productId))}
            >
              <p>Its variants, images and stock history go with it. This cannot be undone.</p>
            </ConfirmDialog>
          ) : null}
        </div>
      </form>
    </section>
  );
}

export function NewProductScreen() {
  return <Editor productId={undefined} />;
}

export function EditProductScreen() {
  const { productId } = editProductRoute.useParams();
  // A new key per product: the draft starts afresh when the editor moves to another product.
  return <Editor key={productId} productId={productId} />;
}
