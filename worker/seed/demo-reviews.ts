// Published reviews on two demo products, so the demo store shows ratings and the reviews call
// answers something. They have no order (docs/reviews.md: only seeded reviews lack one).
import type { productReviews } from "../db/schema";
import { DemoProduct, DEMO_WEBSITE_ID } from "./demo-data";

const DAY = 24 * 60 * 60 * 1000;

type Seeded = Pick<
  typeof productReviews.$inferInsert,
  "id" | "productId" | "rating" | "title" | "body" | "reviewerName" | "helpfulCount"
>;

const seeded: (Seeded & { daysAgo: number })[] = [
  {
    id: "rev_demo_tote_1",
    productId: DemoProduct.TOTE,
    rating: 5,
    title: "Carries everything",
    body: "Took it to the market every week for a year; the wax has worn in beautifully.",
    reviewerName: "Maya R.",
    helpfulCount: 7,
    daysAgo: 40,
  },
  {
    id: "rev_demo_tote_2",
    productId: DemoProduct.TOTE,
    rating: 4,
    title: null,
    body: "Sturdy and roomy. The straps were stiff at first.",
    reviewerName: "Jon",
    helpfulCount: 2,
    daysAgo: 12,
  },
  {
    id: "rev_demo_throw_1",
    productId: DemoProduct.THROW,
    rating: 5,
    title: "The colour is even better in person",
    body: "A deep, even indigo that has not faded after several washes.",
    reviewerName: "Priya S.",
    helpfulCount: 4,
    daysAgo: 20,
  },
];

export const demoReviews = (now: number): (typeof productReviews.$inferInsert)[] =>
  seeded.map(({ daysAgo, ...review }) => {
    // Whole days, so repeated seeds agree with each other on dates (rows are only inserted once).
    const at = Math.floor(now / DAY) * DAY - daysAgo * DAY;
    return { ...review, websiteId: DEMO_WEBSITE_ID, status: "published", createdAt: at, publishedAt: at };
  });
