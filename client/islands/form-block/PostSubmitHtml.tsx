// The owner's post-submit HTML (spec section 4: its scripts run). Markup set through innerHTML never
// runs its scripts, so it is parsed as a fragment of the page instead, where they do. The HTML is
// the site owner's own, like a code block: trusted as the owner's page is.
import { useEffect, useRef } from "react";
import { replaceWithFragment } from "./page-globals";

export function PostSubmitHtml({ html }: { html: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = ref.current;
    if (!el || !html) return;
    replaceWithFragment(el, html);
  }, [html]);
  return <div className="form-post-submit" ref={ref} />;
}
