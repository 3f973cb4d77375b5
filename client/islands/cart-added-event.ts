// The window event the cart store fires when a line is added, so client/main.tsx can hydrate the
// pill cart only once a cart exists (its code is not fetched on a first, cart-less visit).
export const CART_ADDED_EVENT = "atelier:cart-added";
