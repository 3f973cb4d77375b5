// The demo store's rows, with fixed ids so seeding is idempotent and tests can name them.
import type {
  collections,
  imageAssets,
  products,
  productVariants,
  websiteHosts,
  websites,
} from "../db/schema";
import { CollectionType, WebsiteStatus } from "../db/schema";

type Insert<T extends { $inferInsert: unknown }> = T["$inferInsert"];

export const DEMO_WEBSITE_ID = "site_demo";
export const DEMO_HOSTS = ["localhost", "127.0.0.1", "demo.atelier.test"] as const;

export const demoWebsite: Insert<typeof websites> = {
  id: DEMO_WEBSITE_ID,
  identifier: "atelier-demo",
  title: "Atelier Supply Co.",
  timeZone: "America/New_York",
  language: "en-US",
  status: WebsiteStatus.PAID,
  captchaSiteKey: null,
  currency: "USD",
  multipleQuantityAllowedForServices: true,
  // The demo shows the restock sign-up on every sold-out variant; a new site starts with it off.
  restockSignupsByDefault: true,
};

export const demoHosts: Insert<typeof websiteHosts>[] = DEMO_HOSTS.map((host) => ({
  host,
  websiteId: DEMO_WEBSITE_ID,
}));

export const DEMO_HOME_ID = "col_home";
export const DEMO_SHOP_ID = "col_shop";
export const DEMO_WHOLESALE_ID = "col_wholesale";
export const DEMO_CONTACT_ID = "col_contact";
/** The Contact page's form (worker/seed/demo-forms.ts). */
export const DEMO_CONTACT_FORM_ID = "form_contact";
/** The demo's password-protected page (/wholesale) opens with this password. */
export const DEMO_PAGE_PASSWORD = "atelier";

export const demoCollections: Insert<typeof collections>[] = [
  {
    id: DEMO_HOME_ID,
    websiteId: DEMO_WEBSITE_ID,
    type: CollectionType.PAGE,
    urlId: "home",
    title: "Home",
    navigationTitle: "Home",
    description: "Natural fibres, small batches, made to be mended.",
    body:
      "<h1>Made slowly, worn for years</h1><p>Atelier Supply Co. is a small studio making linen, canvas and " +
      "stoneware goods in small batches, dyed by hand with plants we grow ourselves.</p>" +
      '<p><img src="/images/demo/studio.svg" alt="The Atelier studio: a workbench, dye vats and a sunny window" ' +
      'width="800" height="1000"></p><p><a href="/shop">Visit the shop</a></p>',
    isHomepage: true,
    navigationIndex: 0,
    blocks: [
      {
        type: "newsletter",
        title: "Letters from the studio",
        description: "New dye batches, workshop dates and the odd recipe, once a month.",
        buttonText: "Sign Up",
        successText: "",
      },
    ],
  },
  {
    id: DEMO_SHOP_ID,
    websiteId: DEMO_WEBSITE_ID,
    type: CollectionType.PRODUCTS,
    urlId: "shop",
    title: "Shop",
    navigationTitle: "Shop",
    description: "Clothing, homeware and workshops from the studio.",
    navigationIndex: 1,
  },
  {
    id: DEMO_WHOLESALE_ID,
    websiteId: DEMO_WEBSITE_ID,
    type: CollectionType.PAGE,
    urlId: "wholesale",
    title: "Wholesale",
    navigationTitle: "Wholesale",
    description: "Trade prices and minimums for shops and studios.",
    body:
      "<p>We supply independent shops and studios at trade prices: 40% off retail, with a minimum order " +
      "of $400 and free shipping over $1,000. Write to trade@atelier.test with your shop's name.</p>",
    // DEMO_PAGE_PASSWORD, hashed by worker/pages/access/password.ts.
    passwordHash: "pbkdf2-sha256$100000$U9fx_UjgrSZahYnDN86srA$ENjLlW94CjjJcLe_LDh4-IJCaVjHHImLrzdtYpw6jgA",
  },
  {
    id: DEMO_CONTACT_ID,
    websiteId: DEMO_WEBSITE_ID,
    type: CollectionType.PAGE,
    urlId: "contact",
    title: "Contact",
    navigationTitle: "Contact",
    description: "Questions about an order, a workshop or wholesale: write to us.",
    body: "<p>Questions about an order, a workshop or wholesale? Write to us and we will answer within two working days.</p>",
    navigationIndex: 2,
    blocks: [{ type: "form", formId: DEMO_CONTACT_FORM_ID }],
  },
];

/** Product ids the tests and pages refer to. */
export const DemoProduct = {
  SHIRT: "prd_linen_shirt",
  POUR_OVER: "prd_pour_over",
  HANDBOOK: "prd_dyers_handbook",
  WORKSHOP: "prd_dye_workshop",
  GIFT_CARD: "prd_gift_card",
  SOCK_CLUB: "prd_sock_club",
  TOTE: "prd_canvas_tote",
  CANDLES: "prd_beeswax_candles",
  THROW: "prd_indigo_throw",
  MUG: "prd_speckled_mug",
} as const;

const product = (
  row: Omit<Insert<typeof products>, "websiteId" | "collectionId">,
): Insert<typeof products> => ({ websiteId: DEMO_WEBSITE_ID, collectionId: DEMO_SHOP_ID, ...row });

export const demoProducts: Insert<typeof products>[] = [
  product({
    id: DemoProduct.SHIRT,
    urlId: "linen-field-shirt",
    title: "Linen Field Shirt",
    excerpt: "A loose, breathable work shirt in heavyweight European linen.",
    body:
      "<p>Cut generously through the body with a dropped shoulder, our field shirt is made from 240 g/m² " +
      "European linen that softens with every wash. Corozo buttons, a single chest pocket and felled seams " +
      "throughout.</p><ul><li>100% linen, garment washed</li><li>Machine wash cold, line dry</li></ul>",
    productType: "PHYSICAL",
    tags: ["clothing", "linen"],
    categories: ["Clothing"],
    variantOptionOrdering: ["Size", "Colour"],
    position: 0,
    merchandising: {
      scarcityEnabled: true,
      scarcityText: "Only {qtyInStock} left",
      scarcityShownByDefault: false,
      restockNotificationMessages: {
        CTAText: "Get notified by email when this size is back in stock",
        buttonText: "Sign Up",
        placeholderText: "Your Email",
      },
      mailingListSignUpEnabled: false,
    },
  }),
  product({
    id: DemoProduct.POUR_OVER,
    urlId: "stoneware-pour-over-set",
    title: "Stoneware Pour-Over Set",
    excerpt: "A wheel-thrown dripper and carafe in a satin oat glaze.",
    body:
      "<p>Thrown on the wheel in our studio and fired to cone 6, this set pairs a ribbed dripper (takes #2 " +
      "filters) with a 600 ml carafe. Each piece varies slightly in glaze and shape.</p>",
    productType: "PHYSICAL",
    tags: ["homeware", "ceramics"],
    categories: ["Homeware"],
    position: 1,
    merchandising: {
      customSoldOutText: "Sold out: next firing in March",
      restockNotificationMessages: {
        CTAText: "Get notified by email when this product is back in stock",
        buttonText: "Notify Me",
        placeholderText: "Your Email",
      },
      mailingListSignUpEnabled: true,
      mailingListOptInByDefault: false,
    },
  }),
  product({
    id: DemoProduct.HANDBOOK,
    urlId: "dyers-handbook",
    title: "Field Notes: A Dyer's Handbook (PDF)",
    excerpt: "Forty plant-dye recipes from our studio notebooks, as a 96-page PDF.",
    body:
      "<p>Mordants, modifiers and forty tested recipes for madder, weld, indigo, avocado and more, with " +
      "photographs of every swatch. Delivered as a PDF download right after purchase.</p>",
    productType: "DIGITAL",
    tags: ["books", "dyeing"],
    categories: ["Learn"],
    position: 2,
  }),
  product({
    id: DemoProduct.WORKSHOP,
    urlId: "natural-dye-workshop",
    title: "Natural Dye Workshop",
    excerpt: "A three-hour, hands-on session in the studio dye garden. All materials included.",
    body:
      "<p>Learn to extract colour from plants, mordant fibres and dye a silk scarf to take home. Small groups " +
      "of eight; tea and cake included. Choose a session below.</p>",
    productType: "SERVICE",
    tags: ["workshops"],
    categories: ["Learn"],
    variantOptionOrdering: ["Session"],
    position: 3,
  }),
  product({
    id: DemoProduct.GIFT_CARD,
    urlId: "gift-card",
    title: "Atelier Gift Card",
    excerpt: "Let them choose. Delivered by email, never expires.",
    body: "<p>A digital gift card, delivered by email with your message. Redeemable on anything in the shop.</p>",
    productType: "GIFT_CARD",
    tags: ["gifts"],
    categories: ["Gifts"],
    variantOptionOrdering: ["Value"],
    position: 4,
  }),
  product({
    id: DemoProduct.SOCK_CLUB,
    urlId: "hand-dyed-sock-club",
    title: "Hand-Dyed Sock Club",
    excerpt: "A new pair of hand-dyed merino socks every month.",
    body:
      "<p>Each month we dye a small batch of merino-nylon socks in a new colourway and post you a pair. " +
      "Pause or cancel any time.</p>",
    productType: "PHYSICAL",
    tags: ["clothing", "subscription"],
    categories: ["Clothing"],
    isSubscribable: true,
    subscriptionPlan: { billingPeriod: { value: 1, unit: "MONTH" }, numBillingCycles: 0 },
    variantOptionOrdering: ["Size"],
    position: 5,
  }),
  product({
    id: DemoProduct.TOTE,
    urlId: "waxed-canvas-tote",
    title: "Waxed Canvas Tote",
    excerpt: "A sturdy everyday tote in waxed cotton canvas with brass rivets.",
    body:
      "<p>Cut from 18 oz waxed cotton canvas with leather-reinforced handles and an inside zip pocket. " +
      "Develops a patina with use; re-wax once a year.</p>",
    productType: "PHYSICAL",
    tags: ["bags"],
    categories: ["Accessories"],
    variantOptionOrdering: ["Colour"],
    useCustomAddButtonText: true,
    customAddButtonText: "Add Tote To Cart",
    variantPicker: "radio",
    position: 6,
  }),
  product({
    id: DemoProduct.CANDLES,
    urlId: "beeswax-candle-trio",
    title: "Beeswax Candle Trio",
    excerpt: "Three hand-poured pillar candles in pure local beeswax. Made to order.",
    body: "<p>Poured to order from unbleached beeswax with cotton wicks. Burns clean for around 40 hours each.</p>",
    productType: "PHYSICAL",
    tags: ["homeware"],
    categories: ["Homeware"],
    position: 7,
    // Made to order: the visitor says what to engrave before the candles go in the cart.
    additionalFieldsForm: {
      title: "Personalise your candles",
      fields: [
        { id: "engraving", label: "Name to engrave", type: "text", required: true },
        { id: "note", label: "Gift note", type: "textarea", required: false },
      ],
    },
  }),
  product({
    id: DemoProduct.THROW,
    urlId: "indigo-throw-blanket",
    title: "Indigo Throw Blanket",
    excerpt: "A wool throw woven in Wales and dipped twelve times in our indigo vat.",
    body:
      "<p>Woven from lambswool on a 1960s loom in mid-Wales, then dipped by hand in a fermented indigo vat " +
      "until it reaches a deep, even blue. 130 × 180 cm.</p>",
    productType: "PHYSICAL",
    tags: ["homeware", "indigo"],
    categories: ["Homeware"],
    position: 8,
    merchandising: {
      scarcityEnabled: true,
      scarcityText: "Only {qtyInStock} left",
      scarcityShownByDefault: true,
    },
  }),
  product({
    id: DemoProduct.MUG,
    urlId: "speckled-stoneware-mug",
    title: "Speckled Stoneware Mug",
    excerpt: "A 350 ml mug in speckled clay with a comfortable pulled handle.",
    body: "<p>Thrown and pulled by hand. Dishwasher and microwave safe.</p>",
    productType: "PHYSICAL",
    tags: ["homeware", "ceramics"],
    categories: ["Homeware"],
    position: 9,
  }),
];

/** Shipping weight of one unit in grams, per product (weight-based shipping); the rest ship no weight. */
export const DEMO_WEIGHT_GRAMS: Partial<Record<string, number>> = {
  [DemoProduct.SHIRT]: 350,
  [DemoProduct.POUR_OVER]: 900,
  [DemoProduct.SOCK_CLUB]: 150,
  [DemoProduct.TOTE]: 400,
  [DemoProduct.CANDLES]: 600,
  [DemoProduct.THROW]: 1400,
  [DemoProduct.MUG]: 450,
};

const variant = (
  productId: string,
  row: Omit<Insert<typeof productVariants>, "websiteId" | "productId">,
): Insert<typeof productVariants> => ({
  websiteId: DEMO_WEBSITE_ID,
  productId,
  currency: "USD",
  weightGrams: DEMO_WEIGHT_GRAMS[productId] ?? 0,
  ...row,
});

const shirtVariants = (): Insert<typeof productVariants>[] => {
  // Size × Colour; two combinations sold out, medium indigo on sale.
  const stock: Record<string, number> = {
    "S/Oat": 0,
    "S/Indigo": 4,
    "M/Oat": 6,
    "M/Indigo": 3,
    "L/Oat": 2,
    "L/Indigo": 0,
  };
  return Object.entries(stock).map(([key, qty], position) => {
    const [size, colour] = key.split("/") as [string, string];
    return variant(DemoProduct.SHIRT, {
      id: `var_shirt_${size.toLowerCase()}_${colour.toLowerCase()}`,
      sku: `SQ-SHIRT-${size}-${colour.toUpperCase()}`,
      position,
      attributes: { Size: size, Colour: colour },
      priceCents: 14800,
      salePriceCents: key === "M/Indigo" ? 11800 : 0,
      onSale: key === "M/Indigo",
      qtyInStock: qty,
      mainImageId: colour === "Oat" ? "img_shirt_oat" : "img_shirt_indigo",
    });
  });
};

export const demoVariants: Insert<typeof productVariants>[] = [
  ...shirtVariants(),
  variant(DemoProduct.POUR_OVER, {
    id: "var_pour_over",
    sku: "SQ-POUROVER",
    priceCents: 9200,
    qtyInStock: 0,
  }),
  variant(DemoProduct.HANDBOOK, {
    id: "var_handbook",
    sku: "SQ-HANDBOOK-PDF",
    priceCents: 1800,
    unlimited: true,
  }),
  variant(DemoProduct.WORKSHOP, {
    id: "var_workshop_sat",
    sku: "SQ-WORKSHOP-SAT",
    position: 0,
    attributes: { Session: "Saturday morning" },
    priceCents: 9500,
    qtyInStock: 8,
  }),
  variant(DemoProduct.WORKSHOP, {
    id: "var_workshop_sun",
    sku: "SQ-WORKSHOP-SUN",
    position: 1,
    attributes: { Session: "Sunday afternoon" },
    priceCents: 9500,
    qtyInStock: 3,
  }),
  ...[25, 50, 100, 200].map((amount, position) =>
    variant(DemoProduct.GIFT_CARD, {
      id: `var_gift_${amount}`,
      sku: `SQ-GIFT-${amount}`,
      position,
      attributes: { Value: `$${amount}` },
      priceCents: amount * 100,
      unlimited: true,
    }),
  ),
  ...["S", "M", "L"].map((size, position) =>
    variant(DemoProduct.SOCK_CLUB, {
      id: `var_socks_${size.toLowerCase()}`,
      sku: `SQ-SOCKS-${size}`,
      position,
      attributes: { Size: size },
      priceCents: 2400,
      qtyInStock: 40,
    }),
  ),
  ...(["Olive", "Rust", "Charcoal"] as const).map((colour, position) =>
    variant(DemoProduct.TOTE, {
      id: `var_tote_${colour.toLowerCase()}`,
      sku: `SQ-TOTE-${colour.toUpperCase()}`,
      position,
      attributes: { Colour: colour },
      priceCents: colour === "Charcoal" ? 7200 : 6800,
      qtyInStock: colour === "Rust" ? 1 : 12,
      mainImageId: colour === "Rust" ? "img_tote_rust" : "img_tote_olive",
    }),
  ),
  variant(DemoProduct.CANDLES, {
    id: "var_candles",
    sku: "SQ-CANDLES",
    priceCents: 3600,
    unlimited: true,
  }),
  variant(DemoProduct.THROW, {
    id: "var_throw",
    sku: "SQ-THROW",
    priceCents: 22000,
    qtyInStock: 3,
  }),
  variant(DemoProduct.MUG, {
    id: "var_mug",
    sku: "SQ-MUG",
    priceCents: 3400,
    qtyInStock: 5,
  }),
];

const image = (
  id: string,
  productId: string | null,
  position: number,
  file: string,
  altText: string,
  colours: [string, string],
): Insert<typeof imageAssets> => ({
  id,
  websiteId: DEMO_WEBSITE_ID,
  productId,
  position,
  assetUrl: `/images/demo/${file}`,
  originalSize: "800x1000",
  focalPointX: 0.5,
  focalPointY: 0.5,
  colorData: {
    topLeftAverage: colours[0],
    topRightAverage: colours[0],
    bottomLeftAverage: colours[1],
    bottomRightAverage: colours[1],
    centerAverage: colours[0],
    suggestedBgColor: colours[0],
  },
  altText,
  title: altText,
  filename: file,
  contentType: "image/svg+xml",
});

export const demoImages: Insert<typeof imageAssets>[] = [
  image("img_shirt_oat", DemoProduct.SHIRT, 0, "linen-shirt-oat.svg", "Linen field shirt in oat", [
    "f4efe7",
    "e4dacb",
  ]),
  image("img_shirt_indigo", DemoProduct.SHIRT, 1, "linen-shirt-indigo.svg", "Linen field shirt in indigo", [
    "eef0f3",
    "d7dde6",
  ]),
  image(
    "img_shirt_detail",
    DemoProduct.SHIRT,
    2,
    "linen-shirt-detail.svg",
    "Close-up of the linen weave and corozo buttons",
    ["f4efe7", "e4dacb"],
  ),
  image(
    "img_pour_over",
    DemoProduct.POUR_OVER,
    0,
    "pour-over-set.svg",
    "Stoneware dripper resting on its carafe",
    ["efe6da", "dccbb6"],
  ),
  image(
    "img_handbook",
    DemoProduct.HANDBOOK,
    0,
    "dyers-handbook.svg",
    "Cover of Field Notes: A Dyer's Handbook",
    ["e8eef0", "cfdce0"],
  ),
  image(
    "img_workshop",
    DemoProduct.WORKSHOP,
    0,
    "dye-workshop.svg",
    "A dye pot with a madder-red scarf being lifted out",
    ["f3ece0", "e2d3bd"],
  ),
  image("img_gift_card", DemoProduct.GIFT_CARD, 0, "gift-card.svg", "Atelier gift card tied with a ribbon", [
    "f6efe4",
    "eadbc6",
  ]),
  image(
    "img_sock_club",
    DemoProduct.SOCK_CLUB,
    0,
    "sock-club.svg",
    "Two hand-dyed socks in madder red and weld yellow",
    ["f0ebe4", "ddd3c6"],
  ),
  image("img_tote_olive", DemoProduct.TOTE, 0, "canvas-tote-olive.svg", "Waxed canvas tote in olive", [
    "efeae2",
    "dcd2c4",
  ]),
  image("img_tote_rust", DemoProduct.TOTE, 1, "canvas-tote-rust.svg", "Waxed canvas tote in rust", [
    "efeae2",
    "dcd2c4",
  ]),
  image(
    "img_tote_inside",
    DemoProduct.TOTE,
    2,
    "canvas-tote-inside.svg",
    "Inside the tote: a zip pocket with a woven label",
    ["efeae2", "dcd2c4"],
  ),
  image("img_candles", DemoProduct.CANDLES, 0, "beeswax-candles.svg", "Three lit beeswax pillar candles", [
    "f5efe2",
    "e6d7bb",
  ]),
  image(
    "img_throw",
    DemoProduct.THROW,
    0,
    "indigo-throw.svg",
    "Indigo throw blanket laid flat, with fringed ends",
    ["eef0f3", "d5dbe3"],
  ),
  image(
    "img_throw_folded",
    DemoProduct.THROW,
    1,
    "indigo-throw-folded.svg",
    "Indigo throw blanket folded in a stack",
    ["eef0f3", "d5dbe3"],
  ),
  image("img_mug", DemoProduct.MUG, 0, "speckled-mug.svg", "Speckled stoneware mug filled with coffee", [
    "f1ede6",
    "ded6ca",
  ]),
  image("img_studio", null, 0, "studio.svg", "The Atelier studio: a workbench, dye vats and a sunny window", [
    "f4efe7",
    "e4d8c6",
  ]),
];
