// What the panel says a role may and may not do, read from the role matrix the routes enforce.
import { describe, expect, it } from "vitest";
import { roleSummary } from "../../worker/owner/permission-texts";
import { PERMISSIONS } from "../../worker/owner/permissions";
import { ContributorRole } from "../../worker/owner/roles";

describe("a role's summary", () => {
  it("gives a store manager orders, stock and shipping, and not pages or people", () => {
    const { can, cannot } = roleSummary(ContributorRole.STORE_MANAGER);
    expect(can).toContain("Fulfil, refund and cancel orders");
    expect(can).toContain("Change stock levels");
    expect(can).toContain("Set shipping rates");
    expect(cannot).toContain("Edit pages, blog posts and events");
    expect(cannot).toContain("Invite and remove people and change their roles");
  });

  it("lists every permission exactly once, on one side or the other", () => {
    for (const role of Object.values(ContributorRole)) {
      const { can, cannot } = roleSummary(role);
      expect(new Set([...can, ...cannot]).size).toBe(PERMISSIONS.length);
      expect(can.length + cannot.length).toBe(PERMISSIONS.length);
    }
  });

  it("gives an administrator everything and no access nothing", () => {
    expect(roleSummary(ContributorRole.ADMIN).cannot).toEqual([]);
    expect(roleSummary(ContributorRole.NONE).can).toEqual([]);
  });

  it("says a viewer may look but not change", () => {
    expect(roleSummary(ContributorRole.VIEWER).can).toEqual([
      "Open the panel and see the site",
      "See pages, blog posts and events",
      "See products and categories",
    ]);
  });
});
