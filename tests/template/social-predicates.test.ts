import { describe, expect, it } from "vitest";
import { socialPredicates } from "../../worker/template/predicates/social";
import { fakeContext } from "../content/fake-context";

const is = (name: string, node: unknown, outer: unknown[] = []) =>
  socialPredicates[name]!([], fakeContext([...outer, node]));

describe("social predicates", () => {
  it("comments? when comments are open or some are public", () => {
    expect(is("comments?", { commentState: 1 })).toBe(true);
    expect(is("comments?", { commentState: 2, publicCommentCount: 1 })).toBe(true);
    expect(is("comments?", { commentState: 2, publicCommentCount: 0 })).toBe(false);
  });

  it("comments? is off when the site turned comments off", () => {
    const off = { websiteSettings: { commentsEnabled: false } };
    const on = { websiteSettings: { commentsEnabled: true } };
    expect(is("comments?", { commentState: 1 }, [off])).toBe(false);
    expect(is("comments?", { commentState: 1 }, [on])).toBe(true);
  });

  it("disqus? when the site has a Disqus short name, in either spelling", () => {
    expect(is("disqus?", { websiteSettings: { disqusShortName: "abc" } })).toBe(true);
    expect(is("disqus?", {}, [{ websiteSettings: { disqusShortname: "abc" } }])).toBe(true);
    expect(is("disqus?", { websiteSettings: { disqusShortName: "" } })).toBe(false);
    expect(is("disqus?", { websiteSettings: {} })).toBe(false);
  });
});
