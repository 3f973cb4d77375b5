// The order screens, added to the router as one list (router.tsx).
import { orderDetailRoute } from "./order-detail";
import { ordersRoute } from "./orders";

export const ordersRoutes = [ordersRoute, orderDetailRoute] as const;
