import { describe, expect, it } from "vitest";
import { FORMATTERS, PREDICATES, render } from "../../worker/template/index";

// The commerce dialect as a template author uses it: fragments, fallbacks of spec section 8,
// and escaping of owner and visitor text.

const run = (template: string, data: unknown, locale: string | null = "en") => {
  const { output, errors } = render(template, data, { locale });
  expect(errors).toEqual([]);
  return output.trim();
};

const item = (content: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({
  item: { id: "p1", collectionId: "c1", structuredContent: content },
  ...extra,
});

describe("registration", () => {
  it("registers every commerce formatter and predicate", () => {
    const names = [
      "add-to-cart-btn",
      "bookkeeper-money-format",
      "cart-quantity",
      "cart-subtotal",
      "cart-url",
      "from-price",
      "i18n-money-format",
      "money",
      "money-format",
      "money-string",
      "moneyFormat",
      "normal-price",
      "percentage-format",
      "product-checkout",
      "product-price",
      "product-quick-view",
      "product-restock-notification",
      "product-scarcity",
      "product-status",
      "quantity-input",
      "sale-price",
      "subscription-price",
      "summary-form-field",
      "variant-descriptor",
      "variants-select",
    ];
    for (const n of names) expect(FORMATTERS[n], n).toBeTypeOf("function");
    for (const n of ["has-variants?", "on-sale?", "sold-out?", "varied-prices?"])
      expect(PREDICATES[n], n).toBeTypeOf("function");
  });
});

describe("add-to-cart button", () => {
  it("falls back to 'Add To Cart', or 'Subscribe' for subscriptions", () => {
    expect(run("{item|add-to-cart-btn}", item({ productType: 1 }))).toContain(
      '<div class="sqs-add-to-cart-button-inner">Add To Cart</div>',
    );
    expect(run("{item|add-to-cart-btn}", item({ productType: 1, isSubscribable: true }))).toContain(
      '<div class="sqs-add-to-cart-button-inner">Subscribe</div>',
    );
  });

  it("prefers the owner's custom label and escapes it", () => {
    const out = run(
      "{item|add-to-cart-btn}",
      item({ productType: 1, useCustomAddButtonText: true, customAddButtonText: 'Buy "now" <b>' }),
    );
    expect(out).toContain('data-original-label="Buy &quot;now&quot; &lt;b&gt;"');
    expect(out).not.toContain("<b>");
  });
});

describe("product status badge", () => {
  it("shows 'sold out', or the custom sold-out text escaped", () => {
    const data = { id: "p1", structuredContent: { productType: 1, variants: [{ qtyInStock: 0 }] } };
    expect(run("{@|product-status}", data)).toBe('<div class="product-mark sold-out">sold out</div>');
    const custom = { ...data, productMerchandisingContext: { p1: { customSoldOutText: "<i>Gone</i>" } } };
    expect(run("{@|product-status}", custom)).toBe(
      '<div class="product-mark sold-out">&lt;i&gt;Gone&lt;/i&gt;</div>',
    );
  });

  it("shows the translated sale badge, else 'sale'", () => {
    const data = { structuredContent: { productType: 1, variants: [{ onSale: true, qtyInStock: 3 }] } };
    expect(run("{@|product-status}", data)).toBe('<div class="product-mark sale">sale</div>');
    expect(run("{@|product-status}", { ...data, localizedStrings: { productSaleText: "solde" } })).toBe(
      '<div class="product-mark sale">solde</div>',
    );
  });

  it("shows nothing for a product in stock and not on sale", () => {
    expect(
      run("{@|product-status}", { structuredContent: { productType: 1, variants: [{ unlimited: true }] } }),
    ).toBe("");
  });
});

describe("variant pickers", () => {
  const variants = [{ attributes: { Size: "S" } }, { attributes: { Size: "L" } }];

  it("prompts 'Select {variantName}' in the owner's option order", () => {
    const out = run(
      "{item|variants-select}",
      item({ productType: 1, variants, variantOptionOrdering: ["Size"] }),
    );
    expect(out).toContain('<option value="">Select Size</option>');
    expect(out).toContain('<option value="S">S</option><option value="L">L</option>');
  });

  it("prompts 'Select Value' for gift cards", () => {
    const out = run(
      "{item|variants-select}",
      item({ productType: 4, variants, variantOptionOrdering: ["Size"] }),
    );
    expect(out).toContain('<option value="">Select Value</option>');
    expect(out).toContain('<div class="variant-option-title">Value: </div>');
  });

  it("renders nothing for a single variant", () => {
    expect(
      run("{item|variants-select}", item({ productType: 1, variants: [{}], variantOptionOrdering: [] })),
    ).toBe("");
  });
});

describe("quantity input", () => {
  it("is labelled 'Quantity' with the spec's limits", () => {
    const out = run("{item|quantity-input}", item({ productType: 1, variants: [{ qtyInStock: 5 }] }));
    expect(out).toContain('<div class="quantity-label">Quantity:</div>');
    expect(out).toContain('size="4" max="9999" min="1" value="1" type="number" step="1"');
  });

  it("is absent when only one unit is left", () => {
    expect(run("{item|quantity-input}", item({ productType: 1, variants: [{ qtyInStock: 1 }] }))).toBe("");
  });
});

describe("prices", () => {
  it("shows 'from' the lowest price when variant prices differ", () => {
    const data = {
      structuredContent: {
        productType: 1,
        variants: [
          { price: 1000, priceMoney: { value: "10" } },
          { price: 2000, priceMoney: { value: "20" } },
        ],
      },
    };
    expect(run("{@|product-price}", data)).toContain('from <span class="sqs-money-native">10.00</span>');
  });

  it("formats prices for the locale when the money feature flag is on", () => {
    const data = {
      structuredContent: { productType: 2, priceMoney: { value: "1234.5", currency: "EUR" } },
      featureFlags: { useCLDRMoneyFormat: true },
    };
    expect(run("{@|product-price}", data, "de-DE")).toContain("1.234,50\u00a0€");
  });

  it("tells a subscription's term and says 'Unavailable' without a plan", () => {
    const base = { productType: 1, isSubscribable: true, variants: [{ priceMoney: { value: "9" } }] };
    const plan = { billingPeriod: { unit: "MONTH", value: 3 }, numBillingCycles: 4 };
    expect(run("{@|product-price}", { structuredContent: { ...base, subscriptionPlan: plan } })).toContain(
      '<span class="sqs-money-native">9.00</span> every 3 months for 1 year',
    );
    expect(run("{@|product-price}", { structuredContent: base })).toContain("Unavailable");
  });
});

describe("form summary fields", () => {
  it("writes 'N/A' for a field without an answer", () => {
    expect(run("{f|summary-form-field}", { f: { type: "checkbox", rawTitle: "Gift wrap" } })).toContain(
      '<span style="font-weight:bold;">Gift wrap:</span> N/A',
    );
  });

  it("labels likert answers from Strongly Disagree to Strongly Agree", () => {
    const f = {
      type: "likert",
      rawTitle: "Survey",
      values: { a: "-2", b: "-1", c: "0", d: "1", e: "2", f: "9" },
    };
    const out = run("{f|summary-form-field}", { f });
    for (const [q, label] of [
      ["a", "Strongly Disagree"],
      ["b", "Disagree"],
      ["c", "Neutral"],
      ["d", "Agree"],
      ["e", "Strongly Agree"],
      ["f", "Neutral"],
    ]) {
      expect(out).toContain(`<span style="font-weight:bold;">${q}:</span> ${label}</div>`);
    }
  });

  it("escapes what the visitor typed", () => {
    const f = { type: "name", rawTitle: "Name", values: { First: "<script>", Last: "Doe" } };
    expect(run("{f|summary-form-field}", { f })).toContain("&lt;script&gt; Doe");
  });

  it("lays out checkbox lists, phone numbers and times", () => {
    expect(
      run("{f|summary-form-field}", { f: { type: "checkbox", rawTitle: "C", values: ["a", "b"] } }),
    ).toContain("C:</span> a, b");
    const phone = {
      type: "phone",
      rawTitle: "P",
      values: { Country: "44", Areacode: "20", Prefix: "7946", Line: "0018" },
    };
    expect(run("{f|summary-form-field}", { f: phone })).toContain("P:</span> +44 20-7946-0018");
    expect(
      run("{f|summary-form-field}", { f: { type: "time", rawTitle: "T", values: { Hour: 7, Ampm: "pm" } } }),
    ).toContain("T:</span> 7:00:00 pm");
  });
});

describe("money formatters", () => {
  it("formats money nodes for the render's locale", () => {
    const data = { m: { decimalValue: "1234.5", currencyCode: "EUR" } };
    expect(run("{m|money}", data)).toBe("€1,234.50");
    expect(run("{m|money}", data, "de-DE")).toBe("1.234,50\u00a0€");
    expect(run("{m|money style:short}", data)).toBe("€1.2K");
  });

  it("renders nothing without locale data", () => {
    expect(run("{m|money}", { m: { decimalValue: "1", currencyCode: "USD" } }, null)).toBe("");
    expect(run("{@|bookkeeper-money-format}", 12345, null)).toBe("");
  });

  it("formats cents in the legacy formatters", () => {
    expect(run("{@|money-format}", 123456)).toBe("1,234.56");
    expect(run("{@|money-string}", 123456)).toBe('<span class="sqs-money-native">1,234.56</span>');
    expect(run("{@|bookkeeper-money-format}", 12345, "en-GB")).toBe("£123.45");
  });

  it("shows cart count and subtotal", () => {
    const cart = { entries: [{ quantity: 2 }, { quantity: 3 }], subtotalCents: 4999 };
    expect(run("{@|cart-quantity} {@|cart-subtotal}", cart)).toBe(
      '<span class="sqs-cart-quantity">5</span> <span class="sqs-cart-subtotal"><span class="sqs-money-native">49.99</span></span>',
    );
  });
});
