// Builds a test fixture (a small React app over panel components) into one script that a test
// injects into a page of the running store, so components can be tried in Chromium on the store's
// own origin (its API, the signed-in owner's cookies) before any screen uses them.
import react from "@vitejs/plugin-react";
import { build, type Rollup } from "vite";

export async function bundleFixture(entry: string): Promise<string> {
  const result = await build({
    configFile: false,
    logLevel: "error",
    plugins: [react()],
    // plugin-react compiles JSX for development under vitest (NODE_ENV=test): React must match.
    define: { "process.env.NODE_ENV": JSON.stringify("development") },
    build: {
      write: false,
      minify: false,
      lib: { entry, formats: ["iife"], name: "fixture", fileName: "fixture" },
      rollupOptions: { output: { inlineDynamicImports: true } },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rollup.RollupOutput[];
  const chunk = outputs.flatMap((o) => o.output).find((o) => o.type === "chunk");
  if (!chunk || chunk.type !== "chunk") throw new Error(`no bundle for ${entry}`);
  return chunk.code;
}
