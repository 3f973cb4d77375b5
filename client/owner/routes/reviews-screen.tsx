// The Reviews screen (route in reviews.tsx, loaded as its own chunk): the store's product reviews
// of one status as a data table; Publish, Reject (take down) and Delete each, Delete after a
// question naming the reviewer and the product. Only accounts with products:write see the actions.
import { getRouteApi, useNavigate, useRouter } from "@tanstack/react-router";
import { createColumnHelper } from "@tanstack/react-table";
import { useState } from "react";
import { Button, Heading } from "react-aria-components";
import { answer, api, GENERAL_ERROR } from "../api";
import { ConfirmDialog } from "../components/ConfirmDialog";
import { DataTable, type TableFeatureSet } from "../components/DataTable";
import type { EmptyStateProps } from "../components/EmptyState";
import { ErrorBanner } from "../components/ErrorBanner";
import { toast } from "../components/feedback/toast";
import { formatDateTime } from "../format-date";
import { can } from "../session";
import { REVIEW_STATUS_LABELS, type ReviewStatus } from "./review-search";
import type { ReviewRow } from "./reviews";

const reviewsRoute = getRouteApi("/reviews");

const EMPTY: Record<ReviewStatus, EmptyStateProps> = {
  pending: {
    title: "No reviews are waiting",
    body: "When a buyer reviews a product from their order's page, the review waits here until you publish it. Nothing shows on your store before then.",
  },
  published: {
    title: "No published reviews",
    body: "Reviews you publish show on their product's page, with the product's average rating.",
  },
  rejected: {
    title: "No rejected reviews",
    body: "Reviews you reject stay here, hidden from your store, until you publish or delete them.",
  },
};

const TABLE_LABELS: Record<ReviewStatus, string> = {
  pending: "Reviews waiting for approval",
  published: "Published reviews",
  rejected: "Rejected reviews",
};

/** "the review by Ada of Waxed Canvas Tote": how buttons and questions name a review. */
const reviewName = (r: ReviewRow) => `the review by ${r.reviewerName} of ${r.productTitle}`;

type Action = "publish" | "reject";
const ACTION_DONE: Record<Action | "delete", string> = {
  publish: "Published",
  reject: "Rejected",
  delete: "Deleted",
};

export function ReviewsScreen() {
  const reviews = reviewsRoute.useLoaderData();
  const { status } = reviewsRoute.useSearch();
  const { account } = reviewsRoute.useRouteContext();
  const navigate = useNavigate();
  const router = useRouter();
  const [failure, setFailure] = useState<string>();
  const mayModerate = can(account, "products:write");

  const act = async (r: ReviewRow, action: Action | "delete") => {
    setFailure(undefined);
    try {
      const param = { param: { reviewId: r.id } };
      if (action === "delete") await answer(api.reviews[":reviewId"].$delete(param));
      else await answer(api.reviews[":reviewId"][action].$post(param));
      toast.success(`${ACTION_DONE[action]} ${reviewName(r)}.`);
    } catch (err) {
      setFailure(err instanceof Error ? err.message : GENERAL_ERROR);
    }
    await router.invalidate();
  };

  const column = createColumnHelper<TableFeatureSet, ReviewRow>();
  const columns = column.columns([
    column.accessor("productTitle", { header: "Product" }),
    column.accessor("rating", {
      header: "Rating",
      cell: (info) => `${info.getValue()} of 5`,
      enableGlobalFilter: false,
    }),
    column.accessor((r) => [r.title, r.body].filter(Boolean).join(" — "), {
      id: "review",
      header: "Review",
      cell: (info) => (
        <>
          {info.row.original.title ? <strong>{info.row.original.title}</strong> : null}
          <p className="review-text">{info.row.original.body}</p>
        </>
      ),
    }),
    column.accessor("reviewerName", {
      header: "Reviewer",
      cell: (info) => (
        <>
          {info.getValue()}
          {info.row.original.verifiedBuyer ? " (verified buyer)" : null}
        </>
      ),
    }),
    column.accessor((r) => (r.createdAt ? Date.parse(r.createdAt) : 0), {
      id: "createdAt",
      header: "Written",
      cell: (info) => formatDateTime(info.getValue() || null),
      enableGlobalFilter: false,
    }),
    column.display({
      id: "actions",
      header: "Actions",
      cell: (info) => {
        const r = info.row.original;
        if (!mayModerate) return null;
        const name = reviewName(r);
        return (
          <div className="row-actions">
            {r.status !== "published" ? (
              <Button aria-label={`Publish ${name}`} onPress={() => void act(r, "publish")}>
                Publish
              </Button>
            ) : null}
            {r.status !== "rejected" ? (
              <Button aria-label={`Reject ${name}`} onPress={() => void act(r, "reject")}>
                Reject
              </Button>
            ) : null}
            <ConfirmDialog
              trigger={<Button aria-label={`Delete ${name}`}>Delete</Button>}
              title={`Delete ${name}?`}
              yesLabel="Delete"
              noLabel="Cancel"
              onAnswer={(yes) => void (yes && act(r, "delete"))}
            >
              <p>The review is gone for good; a published one leaves its product's page at once.</p>
            </ConfirmDialog>
          </div>
        );
      },
    }),
  ]);

  return (
    <section>
      <Heading level={1}>Reviews</Heading>
      {failure ? <ErrorBanner message={failure} onDismiss={() => setFailure(undefined)} /> : null}
      <div className="table-tools">
        <div className="field">
          <label htmlFor="filter-review-status">Status</label>
          <select
            id="filter-review-status"
            value={status}
            onChange={(e) =>
              void navigate({ to: "/reviews", search: { status: e.target.value as ReviewStatus } })
            }
          >
            {Object.entries(REVIEW_STATUS_LABELS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </div>
      </div>
      <DataTable
        key={status}
        label={TABLE_LABELS[status]}
        columns={columns}
        rows={reviews}
        emptyText="No reviews match your search."
        empty={EMPTY[status]}
      />
    </section>
  );
}
