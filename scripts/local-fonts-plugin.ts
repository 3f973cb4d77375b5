// Serves the font kit's woff2 files (worker/site-styles/fonts.ts) from this site under /fonts/:
// copied from their pinned packages into the client build, and answered by the dev server.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Plugin } from "vite";
import { FONT_KIT } from "../worker/site-styles/fonts";

const files = FONT_KIT.flatMap((font) => (font.file ? [font.file] : []));
const sourceOf = (file: (typeof files)[number]) =>
  join(process.cwd(), "node_modules", file.package, "files", file.name);

export function localFonts(): Plugin {
  return {
    name: "atelier-local-fonts",
    applyToEnvironment: (environment) => environment.name === "client",
    generateBundle() {
      for (const file of files) {
        this.emitFile({
          type: "asset",
          fileName: `fonts/${file.name}`,
          source: readFileSync(sourceOf(file)),
        });
      }
    },
    configureServer(server) {
      server.middlewares.use("/fonts/", (req, res, next) => {
        const file = files.find((f) => req.url === `/${f.name}`);
        if (!file) return next();
        res.setHeader("Content-Type", "font/woff2");
        res.end(readFileSync(sourceOf(file)));
      });
    },
  };
}
