// A visitor's cart Durable Object, by the cart id its cookie (or its member) names.
export const cartStub = (env: Env, cartId: string) => env.CART.getByName(cartId);
