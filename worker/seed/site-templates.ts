// The starting templates a new site is made from at sign-up (worker/db/sites.ts):
//   - "blank": the site row and a home page that greets with the site's title;
//   - "demo": a copy of the demo store: its settings (theme, currency, language, time zone,
//     express checkout, instalment range, service quantities) and its catalogue: the home,
//     shop and wholesale pages, every product with its variants (prices, sale prices, stock)
//     and images. Not copied: forms and their submissions, restock sign-ups, carts, orders,
//     analytics and contributors; the copy gets its own title, host and administrator.
// Rows are built from the seed data in code, not read from the demo site in D1, so a copy is the
// same whatever the demo store's visitors have bought since. Ids get the new site's id as a prefix.
import type { collections, imageAssets, products, productVariants, websites } from "../db/schema";
import { CollectionType, WebsiteStatus } from "../db/schema";
import type { SiteTemplate } from "../owner/schemas";
import { escapeHtml } from "../template/strings";
import { demoCollections, demoImages, demoProducts, demoVariants, demoWebsite } from "./demo-data";

type Insert<T extends { $inferInsert: unknown }> = T["$inferInsert"];

export interface SiteRows {
  website: Insert<typeof websites>;
  collections: Insert<typeof collections>[];
  products: Insert<typeof products>[];
  variants: Insert<typeof productVariants>[];
  images: Insert<typeof imageAssets>[];
}

export interface NewSite {
  id: string;
  /** The site name, also its identifier and the first label of its host. */
  name: string;
  title: string;
}

function blankSite(site: NewSite): SiteRows {
  return {
    website: { id: site.id, identifier: site.name, title: site.title, status: WebsiteStatus.TRIAL },
    collections: [
      {
        id: `${site.id}_home`,
        websiteId: site.id,
        type: CollectionType.PAGE,
        urlId: "home",
        title: "Home",
        navigationTitle: "Home",
        body: `<h1>${escapeHtml(site.title)}</h1><p>Welcome to our new site.</p>`,
        isHomepage: true,
        navigationIndex: 0,
      },
    ],
    products: [],
    variants: [],
    images: [],
  };
}

function demoCopy(site: NewSite): SiteRows {
  const id = (demoId: string) => `${site.id}_${demoId}`;
  const websiteId = site.id;
  return {
    website: {
      ...demoWebsite,
      id: site.id,
      identifier: site.name,
      title: site.title,
      status: WebsiteStatus.TRIAL,
    },
    collections: demoCollections.map((row) => ({ ...row, id: id(row.id), websiteId })),
    products: demoProducts.map((row) => ({
      ...row,
      id: id(row.id),
      websiteId,
      collectionId: id(row.collectionId),
    })),
    variants: demoVariants.map((row) => ({
      ...row,
      id: id(row.id),
      websiteId,
      productId: id(row.productId),
      mainImageId: row.mainImageId ? id(row.mainImageId) : row.mainImageId,
    })),
    images: demoImages.map((row) => ({
      ...row,
      id: id(row.id),
      websiteId,
      productId: row.productId ? id(row.productId) : row.productId,
    })),
  };
}

export function siteRows(template: SiteTemplate, site: NewSite): SiteRows {
  return template === "demo" ? demoCopy(site) : blankSite(site);
}
