// Profile one suite template with our engine alone, pre-parsed:
//   BENCH_ONLY=gallery npx tsx --cpu-prof --cpu-prof-dir=/tmp/prof bench/profile-suite.ts
// Run from inside the repo (an ESM script); PROFILE_MS sets how long it renders (default 3000).

import { parse, render } from "../worker/template/index";
import type { CompiledTemplate } from "../worker/template/index";
import { suiteCases } from "./template-suite/cases";

const MS = Number(process.env.PROFILE_MS ?? 3000);
const ONLY = process.env.BENCH_ONLY ?? "";
const NOW = Date.UTC(2026, 2, 1, 12);

for (const c of suiteCases().filter((x) => x.name.includes(ONLY))) {
  const partials: Record<string, CompiledTemplate> = {};
  for (const [k, v] of Object.entries(c.partials)) partials[k] = parse(v).code;
  const code = parse(c.source).code;
  const options = { locale: "en-US", now: NOW, partials };
  const end = performance.now() + MS;
  let n = 0;
  while (performance.now() < end) {
    for (let i = 0; i < 10; i++) render(code, c.data, options);
    n += 10;
  }
  console.log(`${c.name}: ${((n * 1000) / MS).toFixed(0)} renders/s`);
}
