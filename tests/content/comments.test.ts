import { describe, expect, it } from "vitest";
import { commentCountLabel, commentsShown } from "../../worker/content/comments";

describe("comments", () => {
  it("labels the comment count", () => {
    expect(commentCountLabel(0)).toBe("No Comments");
    expect(commentCountLabel(1)).toBe("1 Comment");
    expect(commentCountLabel(10)).toBe("10 Comments");
  });

  it("shows comments when open or when some are public", () => {
    expect(commentsShown({ commentState: 1, publicCommentCount: 0 }, undefined)).toBe(true);
    expect(commentsShown({ commentState: 2, publicCommentCount: 3 }, true)).toBe(true);
    expect(commentsShown({ commentState: 2, publicCommentCount: 0 }, true)).toBe(false);
    expect(commentsShown({}, true)).toBe(false);
  });

  it("never shows comments when the site turned them off", () => {
    expect(commentsShown({ commentState: 1, publicCommentCount: 5 }, false)).toBe(false);
  });
});
