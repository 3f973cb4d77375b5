// Commerce formatters of the dialect: product fragments (buttons, pickers, prices, badges,
// restock and scarcity messages), cart helpers, form summaries, and the money formatters.

import {
  legacyPrice,
  fromPrice,
  hasVariedPrices,
  normalPrice,
  pricingOptionsOfLowestVariant,
  salePrice,
  priceMoney,
} from "../../commerce/product-price";
import {
  isOnSale,
  isSoldOut,
  isSubscribable,
  productType,
  showsQuantityInput,
} from "../../commerce/product-status";
import { QUICK_VIEW_TEXT, SALE_TEXT, SOLD_OUT_TEXT } from "../../commerce/fallback-texts";
import { moneyFromMinorUnits } from "../../commerce/money";
import {
  defaultSubscriptionMessage,
  SUBSCRIPTION_UNAVAILABLE,
  subscriptionMessageKey,
  subscriptionTerms,
} from "../../commerce/subscription-price";
import { num, path, prop, truthy } from "../../commerce/json";
import type { FormatterTable, PluginContext } from "../plugin";
import { asString, getChild } from "../values";
import { addToCartButton } from "../commerce/add-to-cart-button";
import { escapeHtml } from "../commerce/html";
import { moneyFormatters, onValue } from "../commerce/money-formatters";
import { moneyMarkup, nativeMoney } from "../commerce/money-args";
import { productPriceBlock, subscriptionPriceBlock, type PriceLines } from "../commerce/price-block";
import { quantityInput } from "../commerce/quantity-input";
import { restockNotification } from "../commerce/restock-notification";
import { scarcityMessages } from "../commerce/scarcity";
import { Scope } from "../commerce/scope";
import { summaryFormField } from "../commerce/summary-form-field";
import { variantOptions, variantsSelect, variantTexts } from "../commerce/variants-select";

/** A site translation (`localizedStrings.<key>`) when present. */
const translation = (ctx: PluginContext, key: string): unknown => ctx.resolve(["localizedStrings", key]);

const textOf = (v: unknown, fallback: string) => (v === undefined ? fallback : asString(v));

function renderVariantsSelect(item: unknown, ctx: PluginContext): string {
  return variantsSelect(item, variantOptions(item), variantTexts(item, ctx.resolve(["localizedStrings"])));
}

function renderQuantityInput(item: unknown, ctx: PluginContext): string | undefined {
  if (!showsQuantityInput(item, ctx.resolve(["websiteSettings", "storeSettings"]))) return undefined;
  return quantityInput(Scope.open(item, ctx));
}

function priceLabels(ctx: PluginContext): Pick<PriceLines, "saleLabel" | "originalLabel"> {
  return {
    saleLabel: escapeHtml(asString(translation(ctx, "salePriceText"))),
    originalLabel: escapeHtml(asString(translation(ctx, "originalPriceText"))),
  };
}

function productPriceLines(item: unknown, args: string[], ctx: PluginContext): PriceLines {
  const lines: PriceLines = priceLabels(ctx);
  const money = (m: Parameters<typeof moneyMarkup>[0]) => moneyMarkup(m, args, ctx);
  if (isSubscribable(item)) {
    const terms = subscriptionTerms(path(item, "structuredContent", "subscriptionPlan"));
    if (terms === undefined) {
      lines.fromText = textOf(translation(ctx, "productPriceUnavailable"), SUBSCRIPTION_UNAVAILABLE);
      lines.fromPrice = "true";
      return lines;
    }
    const multiple = hasVariedPrices(item);
    const message = textOf(
      translation(ctx, subscriptionMessageKey(terms, multiple)),
      defaultSubscriptionMessage(terms, multiple),
    );
    lines.extra = { billingPeriodValue: terms.billingPeriodValue, duration: terms.duration };
    if (multiple) {
      lines.fromText = message;
      lines.fromPrice = money(fromPrice(item));
    }
    if (isOnSale(item)) {
      lines.saleText = message;
      lines.salePrice = money(salePrice(item));
    }
    lines.normalText = message;
    lines.normalPrice = money(normalPrice(item));
  } else if (productType(item) !== undefined) {
    if (hasVariedPrices(item)) {
      lines.fromText = textOf(translation(ctx, "productPriceFromText"), "from {fromPrice}");
      lines.fromPrice = money(fromPrice(item));
    }
    if (isOnSale(item)) {
      lines.saleText = "{price}";
      lines.salePrice = money(salePrice(item));
    }
    lines.normalText = "{price}";
    lines.normalPrice = money(normalPrice(item));
  }
  return lines;
}

function subscriptionPriceLines(item: unknown, args: string[], ctx: PluginContext): PriceLines {
  const lines: PriceLines = priceLabels(ctx);
  const [first] = pricingOptionsOfLowestVariant(item);
  if (first === undefined) return lines;
  const money = (node: unknown) => moneyMarkup(priceMoney(node), args, ctx);
  if (hasVariedPrices(item)) {
    lines.fromText = textOf(translation(ctx, "productPriceFromText"), "from {fromPrice}");
    lines.fromPrice = money(
      truthy(prop(first, "onSale")) ? prop(first, "salePriceMoney") : prop(first, "priceMoney"),
    );
  }
  if (truthy(prop(first, "onSale"))) {
    lines.saleText = "{price}";
    lines.salePrice = money(prop(first, "salePriceMoney"));
  }
  lines.normalText = "{price}";
  lines.normalPrice = money(prop(first, "priceMoney"));
  return lines;
}

function productStatus(item: unknown, ctx: PluginContext): string | undefined {
  if (isSoldOut(item)) {
    const id = asString(getChild(item, "id"));
    const custom = id ? asString(ctx.resolve(["productMerchandisingContext", id, "customSoldOutText"])) : "";
    const text = custom || asString(translation(ctx, "productSoldOutText")) || SOLD_OUT_TEXT;
    return `<div class="product-mark sold-out">${escapeHtml(text)}</div>`;
  }
  if (isOnSale(item)) {
    const text = asString(translation(ctx, "productSaleText")) || SALE_TEXT;
    return `<div class="product-mark sale">${escapeHtml(text)}</div>`;
  }
  return undefined;
}

function quickView(item: unknown, args: string[], ctx: PluginContext): string {
  let group = args[0] ?? "";
  const own = getChild(item, group);
  const found = own !== undefined ? own : ctx.resolve([group]);
  if (found !== undefined) group = asString(found);
  const text = textOf(translation(ctx, "productQuickViewText"), QUICK_VIEW_TEXT);
  return (
    '<span class="sqs-product-quick-view-button" role="button" tabindex="0" ' +
    `data-id="${escapeHtml(asString(getChild(item, "id")))}" data-group="${escapeHtml(group)}">${escapeHtml(text)}</span>`
  );
}

function merchandising(item: unknown, ctx: PluginContext): unknown {
  return ctx.resolve(["productMerchandisingContext", asString(getChild(item, "id"))]);
}

export const commerceFormatters: FormatterTable = {
  ...moneyFormatters,

  "add-to-cart-btn": onValue((item, _args, ctx) => addToCartButton(Scope.open(item, ctx))),

  "variants-select": onValue((item, _args, ctx) => renderVariantsSelect(item, ctx) || undefined),

  "quantity-input": onValue((item, _args, ctx) => renderQuantityInput(item, ctx)),

  "product-checkout": onValue(
    (item, _args, ctx) =>
      renderVariantsSelect(item, ctx) +
      (renderQuantityInput(item, ctx) ?? "") +
      addToCartButton(Scope.open(item, ctx)),
  ),

  "product-price": onValue((item, args, ctx) => productPriceBlock(productPriceLines(item, args, ctx))),

  "subscription-price": onValue((item, args, ctx) =>
    subscriptionPriceBlock(subscriptionPriceLines(item, args, ctx)),
  ),

  "product-status": onValue((item, _args, ctx) => productStatus(item, ctx)),

  "product-quick-view": onValue((item, args, ctx) => quickView(item, args, ctx)),

  "product-restock-notification": onValue((item, _args, ctx) => {
    const merch = merchandising(item, ctx);
    const data = {
      product: item,
      views: getChild(merch, "restockNotificationViews"),
      messages: getChild(merch, "restockNotificationMessages"),
      mailingListSignUpEnabled: getChild(merch, "mailingListSignUpEnabled"),
      mailingListOptInByDefault: getChild(merch, "mailingListOptInByDefault"),
      captchaSiteKey: ctx.resolve(["website", "captchaSettings", "siteKey"]),
    };
    return restockNotification(Scope.open(data, ctx));
  }),

  "product-scarcity": onValue((item, _args, ctx) => {
    const merch = merchandising(item, ctx);
    if (!truthy(getChild(merch, "scarcityEnabled"))) return "";
    const data = {
      scarcityTemplateViews: getChild(merch, "scarcityTemplateViews"),
      scarcityText: getChild(merch, "scarcityText"),
      scarcityShownByDefault: getChild(merch, "scarcityShownByDefault"),
    };
    return scarcityMessages(Scope.open(data, ctx));
  }),

  "summary-form-field": onValue((field, _args, ctx) =>
    summaryFormField(field, ctx.resolve(["localizedStrings"])),
  ),

  "variant-descriptor": onValue((variant) => {
    const values = getChild(variant, "optionValues");
    return Array.isArray(values) ? values.map((o) => asString(getChild(o, "value"))).join(" / ") : "";
  }),

  "cart-quantity": onValue((cart) => {
    const entries = getChild(cart, "entries");
    const count = Array.isArray(entries)
      ? entries.reduce((n: number, e) => n + num(prop(e, "quantity")), 0)
      : 0;
    return `<span class="sqs-cart-quantity">${count}</span>`;
  }),

  "cart-subtotal": onValue(
    (cart) =>
      `<span class="sqs-cart-subtotal">${nativeMoney(moneyFromMinorUnits(asString(getChild(cart, "subtotalCents")) || 0))}</span>`,
  ),

  "cart-url": onValue(() => "/cart"),

  "from-price": onValue((item) => legacyPrice(fromPrice(item))),
  "normal-price": onValue((item) => legacyPrice(normalPrice(item))),
  "sale-price": onValue((item) => legacyPrice(salePrice(item))),
};
