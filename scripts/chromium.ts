// Debian's Chromium, as the browser tests and Lighthouse launch it (playwright cannot download its
// own browser here). The flags are STACK.md's: without the background-networking ones Chromium
// floods this closed network with refused connections.
import { existsSync } from "node:fs";

export const CHROMIUM_FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/** The Chromium binary ($CHROMIUM_PATH, else Debian's), or an error saying how to install it. */
export function chromiumPath(): string {
  const found = [process.env.CHROMIUM_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"].find(
    (p): p is string => !!p && existsSync(p),
  );
  if (!found) throw new Error("Chromium not found: apt-get install -y chromium (see .ci/run)");
  return found;
}
