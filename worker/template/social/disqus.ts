// The site's Disqus short name, which switches comments over to Disqus. Site settings have
// carried it as `disqusShortname` and as `disqusShortName`; either spelling counts.

import type { PluginContext } from "../plugin";
import { isTruthy } from "../values";
import { resolveIn } from "../content/frame";

export function usesDisqus(frames: readonly unknown[], ctx: PluginContext): boolean {
  return (
    isTruthy(resolveIn(frames, ["websiteSettings", "disqusShortname"], ctx)) ||
    isTruthy(resolveIn(frames, ["websiteSettings", "disqusShortName"], ctx))
  );
}
