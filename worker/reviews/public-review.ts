// One review as the public reviews call answers it (./view.ts builds it): its own module, without
// the database's types, so the product page's island can name it.
export interface PublicReview {
  id: string;
  rating: number;
  title: string | null;
  body: string;
  reviewerName: string;
  helpfulCount: number;
  /** ISO 8601. */
  createdAt: string | null;
  /** Written from an order (seeded reviews have none). */
  verifiedBuyer: boolean;
}
