// What the owner's product, stock, category and tag calls say. The two taxonomy messages are the
// spec's (section 5), word for word; the rest are ours.
import type { TaxonomyKind } from "../db/schema";

export const alreadyExists = (tagType: TaxonomyKind) => `This ${tagType} already exists`;
export const oneAtATime = (tagType: TaxonomyKind) => `You may only edit one ${tagType} at a time`;

export const TAG_MAX_LENGTH = 50;
export const CATEGORY_MAX_LENGTH = 25;
export const nameTooLong = (tagType: TaxonomyKind) =>
  `Use at most ${tagType === "tag" ? TAG_MAX_LENGTH : CATEGORY_MAX_LENGTH} characters for a ${tagType}.`;
export const nameRequired = (tagType: TaxonomyKind) => `Enter a name for the ${tagType}.`;
export const selectSome = (tagType: TaxonomyKind) => `Select at least one ${tagType}.`;
export const taxonomyNotFound = (tagType: TaxonomyKind) => `That ${tagType} no longer exists.`;
export const MERGE_NEEDS_TWO = "Select at least two to merge.";
export const CATEGORY_LIMIT = "A store can have at most 10,000 categories.";
export const PARENT_NOT_FOUND = "The parent category no longer exists.";
export const PARENT_IS_SELF = "A category cannot sit inside itself.";

export const PRODUCT_LIMIT = "A collection can hold at most 200 products. Add another store page for more.";
export const PRODUCT_NOT_FOUND = "That product no longer exists.";
export const COLLECTION_NOT_FOUND = "That store page does not exist.";
export const TITLE_REQUIRED = "Give the product a title.";
export const TITLE_TOO_LONG = "Use at most 200 characters for the title.";
export const URL_SLUG_RULE = "Use 3 to 80 lower-case letters, digits and hyphens for the URL.";
export const URL_SLUG_TAKEN = "Another product on this store page already uses that URL.";
export const skuTaken = (sku: string) => `The SKU ${sku} is already used by another variant.`;
export const VARIANTS_REQUIRED = "Add at least one variant.";
export const VARIANT_OPTIONS = "Give every variant a value for each option, and no other.";
export const VARIANTS_SAME = "Two variants have the same option values.";
export const SUBSCRIPTION_TYPES = "Only physical products and services can be sold by subscription.";
export const SUBSCRIPTION_PLAN_REQUIRED = "Choose a billing period for the subscription.";
export const SALE_PRICE_RULE = "A sale price must be below the price.";
export const IMAGE_URL_RULE = "Image addresses must start with https:// or /.";

export const STOCK_BELOW_ZERO = "Stock cannot go below 0.";
export const STOCK_UNLIMITED = "This variant has unlimited stock.";
export const STOCK_ONE_OF = "Enter either a change in units or a new stock level.";
export const STOCK_CHANGE_REQUIRED = "Enter a change other than 0.";
export const variantNotFound = (variantId: string) => `The variant ${variantId} does not exist on this site.`;
export const BULK_NOTHING = "Choose what to change.";
export const SELECT_PRODUCTS = "Select at least one product.";

export const COLLECTION_TITLE_REQUIRED = "Give the store page a title.";
export const WRONG_WEBSITE = "That website is not this site.";
