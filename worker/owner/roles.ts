// Contributor roles of spec section 3, by their numeric codes. What each may do is
// worker/owner/permissions.ts. No imports: the owner panel bundles this file.
export const ContributorRole = {
  ADMIN: 1,
  BILLING: 2,
  REPORTING: 3,
  EDITOR: 4,
  MODERATOR: 6,
  COMMENTER: 7,
  STORE_MANAGER: 8,
  SCHEDULING: 9,
  VIEWER: 10,
  CAMPAIGNS_EDITOR: 11,
  SCHEDULING_VIEWER: 12,
  SCHEDULING_EDITOR: 13,
  NONE: 14,
  WEBSITE_MANAGER: 15,
  DRAFT_EDITOR: 16,
} as const;
export type ContributorRole = (typeof ContributorRole)[keyof typeof ContributorRole];
