// Talking to the worker the way a browser on the demo site would: same-origin requests, with a
// cookie jar per visitor.
import { exports } from "cloudflare:workers";

export const ORIGIN = "http://localhost";
export const CART = "/api/commerce/shopping-cart";
export const ENTRIES = `${CART}/entries`;

export class Visitor {
  cookies = new Map<string, string>();
  lastSetCookie: string | null = null;

  constructor(readonly origin: string = ORIGIN) {}

  async fetch(path: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (this.cookies.size > 0) {
      headers.set("cookie", [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; "));
    }
    const res = await exports.default.fetch(new Request(this.origin + path, { ...init, headers }));
    this.lastSetCookie = res.headers.get("set-cookie");
    if (this.lastSetCookie) {
      const [pair] = this.lastSetCookie.split(";");
      const [name, value] = pair!.split("=") as [string, string];
      this.cookies.set(name.trim(), value.trim());
    }
    return res;
  }

  post(path: string, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
    return this.fetch(path, {
      method: "POST",
      headers: { "content-type": "application/json", origin: this.origin, ...headers },
      body: typeof body === "string" ? body : JSON.stringify(body),
    });
  }

  add(itemId: string, sku: string | undefined, quantity: number, additionalFields = ""): Promise<Response> {
    return this.post(ENTRIES, { itemId, sku, quantity, additionalFields });
  }

  async cart(): Promise<CartBody> {
    const res = await this.fetch(CART);
    return (await res.json()) as CartBody;
  }
}

export interface EntryBody {
  id: string;
  itemId: string;
  chosenVariant: { sku: string; attributes: Record<string, string> };
  quantity: number;
  title: string;
  subTotal: { currency: string; value: string };
  purchasePriceCents: number;
  additionalFields: string | null;
  fullUrl: string;
  assetUrl: string;
}

export interface CartBody {
  id: string | null;
  entries: EntryBody[];
  totalQuantity: number;
  subtotalCents: number;
  grandTotalCents: number;
  hasDigital: boolean;
  purelyDigital: boolean;
  requiresShipping: boolean;
  [field: string]: unknown;
}

export interface AddBody {
  shoppingCart: CartBody;
  newlyAdded: EntryBody;
}
