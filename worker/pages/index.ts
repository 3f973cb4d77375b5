// The page router: URL -> page type and template context -> theme template -> HTML.
// Pages hold no per-visitor data (the cart arrives through islands), so they are cacheable.
import { Hono, type Context } from "hono";
import { CollectionType } from "../db/schema";
import {
  getCollectionByUrl,
  getHomepage,
  getProduct,
  getShopCollection,
  listNavigation,
  listProducts,
} from "../db/catalog";
import type { AppEnv } from "../http/app-env";
import { ProductTypeCode, type ProductItemJson } from "../db/catalog-types";
import { PageType } from "./page-types";
import { renderPage, type PageContext } from "./render";

type PageCtx = Context<AppEnv>;

function isAddon(item: ProductItemJson): boolean {
  const sc = item.structuredContent;
  const [only] = sc.variants;
  return (
    sc.productType === ProductTypeCode.PHYSICAL &&
    sc.variants.length === 1 &&
    !sc.isSubscribable &&
    !sc.additionalFieldsForm &&
    !!only &&
    (only.unlimited || only.qtyInStock > 0)
  );
}

// Browsers revalidate; a shared cache may keep a page a minute (stock is re-checked on add).
const CACHEABLE = "public, max-age=0, s-maxage=60";

async function baseContext(c: PageCtx, path: string) {
  const db = c.get("db");
  const website = c.get("website");
  const navigation = (await listNavigation(db, website.id)).map((link) => ({
    title: link.title,
    url: link.fullUrl,
    active:
      link.fullUrl === "/" ? path === "/" : path === link.fullUrl || path.startsWith(`${link.fullUrl}/`),
  }));
  // Money renders for the site's locale (the dialect's useCLDRMoneyFormat flag), e.g. "$118.00".
  const featureFlags = { useCLDRMoneyFormat: true };
  return { website, websiteSettings: c.get("websiteSettings"), navigation, featureFlags };
}

/** The store's products collection, for links from the home, cart and error pages. */
const findShop = (c: PageCtx) => getShopCollection(c.get("db"), c.get("website").id);

function respond(c: PageCtx, template: string, context: PageContext, status: 200 | 404 = 200) {
  const { html } = renderPage(template, context);
  c.header("Cache-Control", status === 200 ? CACHEABLE : "public, max-age=0, s-maxage=10");
  return c.html(html, status);
}

async function notFound(c: PageCtx) {
  const [base, shop] = await Promise.all([baseContext(c, c.req.path), findShop(c)]);
  return respond(
    c,
    "pages/not-found.page",
    { ...base, pageType: PageType.NOT_FOUND, pageTitle: "Page not found", shop },
    404,
  );
}

export const pages = new Hono<AppEnv>()
  .get("/", async (c) => {
    const db = c.get("db");
    const website = c.get("website");
    const [base, home, shop] = await Promise.all([
      baseContext(c, "/"),
      getHomepage(db, website.id),
      findShop(c),
    ]);
    const featured = shop ? (await listProducts(db, website.id, shop.id)).items.slice(0, 4) : [];
    return respond(c, "pages/home.page", {
      ...base,
      pageType: PageType.PAGE,
      collection: home,
      shop,
      featured,
      // Featured cards are product blocks (spec section 2's four add-to-cart page kinds).
      productCardKind: "block",
    });
  })
  .get("/cart", async (c) => {
    const db = c.get("db");
    const website = c.get("website");
    const [base, shop] = await Promise.all([baseContext(c, "/cart"), findShop(c)]);
    const listing = shop ? await listProducts(db, website.id, shop.id) : undefined;
    return respond(c, "pages/cart.page", {
      ...base,
      pageType: PageType.SHOW_CART,
      pageTitle: "Shopping Cart",
      shop,
      // Add-ons offered under the cart: simple in-stock physical products (one variant, no form).
      addons: (listing?.items ?? []).filter(isAddon).slice(0, 3),
      productMerchandisingContext: listing?.productMerchandisingContext ?? {},
    });
  })
  .get("/:collection", async (c) => {
    const db = c.get("db");
    const website = c.get("website");
    const collection = await getCollectionByUrl(db, website.id, c.req.param("collection"));
    if (!collection || collection.isHomepage) return notFound(c);
    if (collection.type !== CollectionType.PRODUCTS) return notFound(c);
    const listing = await listProducts(db, website.id, collection.id);
    return respond(c, "collections/products.list", {
      ...(await baseContext(c, collection.fullUrl)),
      pageType: PageType.MAIN_CONTENT,
      pageTitle: collection.title,
      collection,
      ...listing,
    });
  })
  .get("/:collection/:item", async (c) => {
    const db = c.get("db");
    const website = c.get("website");
    const detail = await getProduct(db, website.id, c.req.param("collection"), c.req.param("item"));
    if (!detail) return notFound(c);
    return respond(c, "collections/products.item", {
      ...(await baseContext(c, detail.collection.fullUrl)),
      pageType: PageType.CONTENT_ITEM,
      pageTitle: detail.item.title,
      ...detail,
    });
  })
  // A sub-app's notFound is not consulted once mounted, so the catch-all is a route.
  .all("*", notFound);
