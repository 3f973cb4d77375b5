// The step indicator: every step in order, aria-current="step" on the one under way only, the
// steps before it said to be done.
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { StepIndicator } from "../../client/owner/components/StepIndicator";

const render = (current: number) =>
  renderToStaticMarkup(
    createElement(StepIndicator, {
      label: "Creating",
      steps: ["Store page", "Root category", "Navigation"],
      current,
    }),
  );

describe("the step indicator", () => {
  it("marks only the step under way as the current step, and the ones before it done", () => {
    const html = render(1);
    expect(html.match(/aria-current="step"/g)).toHaveLength(1);
    expect(html).toContain(
      '<li aria-current="step" data-state="current"><span class="visually-hidden">Step 2 of 3: </span>Root category</li>',
    );
    expect(html).toContain('Store page<span class="visually-hidden"> (done)</span>');
    expect(html).toContain(
      '<li data-state="todo"><span class="visually-hidden">Step 3 of 3: </span>Navigation</li>',
    );
  });

  it("has no current step once every step is done", () => {
    const html = render(3);
    expect(html).not.toContain("aria-current");
    expect(html.match(/\(done\)/g)).toHaveLength(3);
  });
});
