// The owner orders API (/api/owner/orders), shared by the order routes' loaders (orders.tsx,
// order-detail.tsx) and their screens, which export, fulfil, cancel and refund with it.
import { api } from "../api";

export const ordersApi = api.orders;
