// Where the checkout lives, for links from the product form (express 'Purchase') and the pages.
export const CHECKOUT_PAGE = "/checkout";
