// The owner panel's own build (after `vite build` in `npm run build`): client/owner/main.tsx into
// dist/client/owner/panel.js and panel.css. A separate build, not a second entry of the islands'
// build, so the two share no chunks: a shared React chunk would cost every storefront page about
// a kilobyte of its JavaScript budget (npm run bench:js). The names carry no hash, so the shell
// (worker/owner/shell.tsx) needs no manifest; public/_headers makes browsers revalidate them.
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [react()],
  publicDir: false,
  // Served under /owner/: a lazy chunk's CSS (the analytics chart's) is preloaded from this base.
  base: "/owner/",
  build: {
    outDir: "dist/client/owner",
    emptyOutDir: true,
    // The panel (about 200 KB gzip at start), loaded only by owners under /config; every screen but
    // sign-in, sign-up, the password and invitation screens is a chunk of its own, loaded when opened.
    chunkSizeWarningLimit: 800,
    rollupOptions: {
      input: "client/owner/main.tsx",
      output: {
        entryFileNames: "panel.js",
        chunkFileNames: "panel-[name].js",
        assetFileNames: "panel[extname]",
      },
    },
  },
});
