// The Reviews screen's search params (?status=…): the status shown, pending when missing or
// unknown. Plain code, not a zod schema: route files are in the panel's first load.
export const REVIEW_STATUS_LABELS = {
  pending: "Waiting for approval",
  published: "Published",
  rejected: "Rejected",
} as const;

export type ReviewStatus = keyof typeof REVIEW_STATUS_LABELS;

export const reviewSearch = (search: Record<string, unknown>): { status: ReviewStatus } => ({
  status:
    typeof search.status === "string" && search.status in REVIEW_STATUS_LABELS
      ? (search.status as ReviewStatus)
      : "pending",
});
