// Talking to the worker the way a browser on the demo site would: same-origin requests, with a
// cookie jar per visitor, sending the crumb back on state-changing calls as the islands do.
import { exports } from "cloudflare:workers";

export const ORIGIN = "http://localhost";
export const CART = "/api/commerce/shopping-cart";
export const ENTRIES = `${CART}/entries`;

export class Visitor {
  cookies = new Map<string, string>();
  lastSetCookie: string | null = null;

  /** The address Cloudflare would report (CF-Connecting-IP); none by default, as in a direct call. */
  address: string | undefined;

  /** `worker` answers the requests: the worker with the test bindings, unless a test passes its own. */
  constructor(
    readonly origin: string = ORIGIN,
    readonly worker: { fetch(request: Request): Promise<Response> } = exports.default,
  ) {}

  /** The crumb cookie the worker gave this visitor, sent back on state-changing calls. */
  get crumb(): string | undefined {
    return this.cookies.get("crumb");
  }

  async fetch(path: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    const method = (init.method ?? "GET").toUpperCase();
    if (!["GET", "HEAD", "OPTIONS"].includes(method)) {
      // A browser has loaded a page (and got its crumb) before it posts anything.
      if (!this.crumb) await this.fetch(CART);
      if (!headers.has("x-csrf-token")) headers.set("x-csrf-token", this.crumb!);
    }
    if (this.address && !headers.has("cf-connecting-ip")) headers.set("cf-connecting-ip", this.address);
    if (this.cookies.size > 0) {
      headers.set("cookie", [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; "));
    }
    const res = await this.worker.fetch(new Request(this.origin + path, { ...init, headers }));
    this.lastSetCookie = res.headers.get("set-cookie");
    for (const cookie of res.headers.getSetCookie()) {
      const [pair] = cookie.split(";");
      const at = pair!.indexOf("=");
      this.cookies.set(pair!.slice(0, at).trim(), pair!.slice(at + 1).trim());
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

  put(path: string, body: unknown): Promise<Response> {
    return this.fetch(path, {
      method: "PUT",
      headers: { "content-type": "application/json", origin: this.origin },
      body: typeof body === "string" ? body : JSON.stringify(body),
    });
  }

  delete(path: string): Promise<Response> {
    return this.fetch(path, { method: "DELETE", headers: { origin: this.origin } });
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
