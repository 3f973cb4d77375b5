// Numeric page types of the spec (section 2), carried in every page's template context.
export const PageType = {
  MAIN_CONTENT: 1,
  PAGE: 2,
  SPLASH: 3,
  CONTENT_ITEM: 50,
  NOT_FOUND: 100,
  ERROR: 101,
  SEARCH: 102,
  LOCK_SCREEN: 103,
  POPUP_OVERLAY: 104,
  PROTECTED_CONTENT: 105,
  MEMBER_AREA_ACCESS_DENIED: 106,
  PAYWALL: 107,
  SHOW_CART: 200,
  CHECKOUT: 201,
  ORDER_CONFIRMED: 202,
  DONATE: 203,
  CONTRIBUTION_CONFIRMED: 204,
  CART_V2: 205,
  SUBSCRIPTION_CONFIRMED: 206,
  ORDER_RECEIVED: 207,
  MEMBERSHIP_CONFIRMED: 208,
  REVIEWS_REQUEST: 209,
  DIGITAL_PRODUCT_COMPOSER_PREVIEW: 210,
  ORDER_STATUS: 211,
  NEWSLETTER_UNSUBSCRIBE: 300,
  COMMERCE_EMAIL_PREVIEW: 301,
  SSO_PAGE: 400,
} as const;

export type PageType = (typeof PageType)[keyof typeof PageType];

/** The name of each page type, as templates and `?format=json` carry it beside the number. */
export const PAGE_TYPE_NAMES: Record<PageType, string> = Object.fromEntries(
  Object.entries(PageType).map(([key, code]) => [code, key.toLowerCase().replace(/_/g, "-")]),
) as Record<PageType, string>;
