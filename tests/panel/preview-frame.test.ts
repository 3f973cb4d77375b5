// The page editor's live preview (client/owner/components/builder/preview-frame.ts): a section is
// re-rendered on every change, so while an owner types, renders of one section follow each other
// quickly. They must go one at a time, in order, and one overtaken by a later change before it was
// sent is not sent at all: the owner's-journey browser test saw the preview stuck a few letters
// behind the typed text when a render per key went out at once and the answers crossed. A failure
// of an overtaken render is not reported either; a render that never answers is given up. (tests/panel: worker tests of panel modules,
// typechecked with the panel's DOM types by client/owner/tsconfig.json, run in workerd.)
import { afterEach, describe, expect, it, vi } from "vitest";
import { NETWORK_ERROR } from "../../client/owner/api";
import { RENDER_TIMEOUT_MS, renderSectionInto } from "../../client/owner/components/builder/preview-frame";
import type { PageSection } from "../../worker/site-content/document";

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

/** render-section answers the test sends by hand, in the order it chooses. */
function heldAnswers() {
  const held: { resolve: (res: Response) => void; text: string }[] = [];
  vi.stubGlobal("fetch", async (_url: string, init: RequestInit) => {
    const { section } = JSON.parse(String(init.body)) as { section: PageSection };
    const text = (section.blocks[0] as { quote: string }).quote;
    return new Promise<Response>((resolve) => held.push({ resolve, text }));
  });
  return {
    count: () => held.length,
    pending: () => held.map((h) => h.text),
    /** Answers the render of the section whose quote was `text`, with `status`. */
    answer(text: string, status = 200) {
      const at = held.findIndex((h) => h.text === text);
      const [h] = held.splice(at, 1);
      h!.resolve(
        status === 200
          ? Response.json({ html: `<section data-section-id="s1">${text}</section>` })
          : Response.json({ message: "Render failed" }, { status }),
      );
    },
  };
}

/** An iframe whose document holds one section element; `shown()` is that section's HTML. */
function previewFrame() {
  let shown = '<section data-section-id="s1">before</section>';
  const element = {
    get outerHTML() {
      return shown;
    },
    set outerHTML(html: string) {
      shown = html;
    },
  };
  const frame = {
    contentDocument: { querySelector: (selector: string) => (selector.includes("s1") ? element : null) },
  } as unknown as HTMLIFrameElement;
  return { frame, shown: () => shown };
}

const section = (quote: string): PageSection =>
  ({
    id: "s1",
    colorTheme: "lightest",
    blocks: [{ id: "b1", type: "quote", quote, source: "" }],
  }) as PageSection;

describe("the live preview's section renders", () => {
  it("sends a change made while a render is under way after that render, and shows both in order", async () => {
    vi.stubGlobal("CSS", { escape: (s: string) => s });
    const answers = heldAnswers();
    const { frame, shown } = previewFrame();
    const first = renderSectionInto(frame, "col_1", section("Colour"));
    await vi.waitFor(() => expect(answers.count()).toBe(1));
    const second = renderSectionInto(frame, "col_1", section("Colour takes"));
    await new Promise((resolve) => setTimeout(resolve, 20));
    // One render at a time: the second waits for the first's answer.
    expect(answers.count()).toBe(1);

    answers.answer("Colour");
    expect(await first).toBe(true);
    expect(shown()).toBe('<section data-section-id="s1">Colour</section>');
    await vi.waitFor(() => expect(answers.count()).toBe(1));
    answers.answer("Colour takes");
    expect(await second).toBe(true);
    expect(shown()).toBe('<section data-section-id="s1">Colour takes</section>');
  });

  it("does not send a render that a later change overtook while it waited", async () => {
    vi.stubGlobal("CSS", { escape: (s: string) => s });
    const answers = heldAnswers();
    const { frame, shown } = previewFrame();
    const first = renderSectionInto(frame, "col_1", section("C"));
    await vi.waitFor(() => expect(answers.count()).toBe(1));
    const skipped = renderSectionInto(frame, "col_1", section("Co"));
    const last = renderSectionInto(frame, "col_1", section("Col"));
    answers.answer("C");
    expect(await first).toBe(true);
    expect(await skipped).toBe(false);
    await vi.waitFor(() => expect(answers.count()).toBe(1));
    expect(answers.pending()).toEqual(["Col"]);
    answers.answer("Col");
    expect(await last).toBe(true);
    expect(shown()).toBe('<section data-section-id="s1">Col</section>');
  });

  it("reports a failure of the latest render only", async () => {
    vi.stubGlobal("CSS", { escape: (s: string) => s });
    const answers = heldAnswers();
    const { frame, shown } = previewFrame();
    const first = renderSectionInto(frame, "col_1", section("Colour"));
    await vi.waitFor(() => expect(answers.count()).toBe(1));
    const second = renderSectionInto(frame, "col_1", section("Colour takes"));

    answers.answer("Colour", 500);
    expect(await first).toBe(false);
    await vi.waitFor(() => expect(answers.count()).toBe(1));
    answers.answer("Colour takes", 400);
    await expect(second).rejects.toThrow("Render failed");
    expect(shown()).toBe('<section data-section-id="s1">before</section>');
  });

  it("gives up a render that never answers, tells the owner, and renders the next change", async () => {
    vi.stubGlobal("CSS", { escape: (s: string) => s });
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    // "Stuck" never answers (as a stalled connection), until the request is aborted.
    vi.stubGlobal("fetch", async (_url: string, init: RequestInit) => {
      const { section } = JSON.parse(String(init.body)) as { section: PageSection };
      const text = (section.blocks[0] as { quote: string }).quote;
      if (text !== "Stuck") return Response.json({ html: `<section data-section-id="s1">${text}</section>` });
      return new Promise<Response>((_, reject) =>
        init.signal?.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError"))),
      );
    });
    const { frame, shown } = previewFrame();
    const stuck = renderSectionInto(frame, "col_9", section("Stuck"));
    const failed = expect(stuck).rejects.toThrow(NETWORK_ERROR);
    await vi.advanceTimersByTimeAsync(RENDER_TIMEOUT_MS - 1);
    expect(shown()).toBe('<section data-section-id="s1">before</section>');
    await vi.advanceTimersByTimeAsync(1);
    await failed;
    expect(await renderSectionInto(frame, "col_9", section("Unstuck"))).toBe(true);
    expect(shown()).toBe('<section data-section-id="s1">Unstuck</section>');
  });

  it("renders sections of other pages independently", async () => {
    vi.stubGlobal("CSS", { escape: (s: string) => s });
    const answers = heldAnswers();
    const one = previewFrame();
    const other = previewFrame();
    const first = renderSectionInto(one.frame, "col_1", section("Colour"));
    const second = renderSectionInto(other.frame, "col_2", section("Colour takes"));
    await vi.waitFor(() => expect(answers.count()).toBe(2));
    answers.answer("Colour takes");
    answers.answer("Colour");
    expect([await first, await second]).toEqual([true, true]);
    expect(one.shown()).toBe('<section data-section-id="s1">Colour</section>');
    expect(other.shown()).toBe('<section data-section-id="s1">Colour takes</section>');
  });
});
