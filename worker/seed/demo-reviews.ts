// Published reviews on two demo products, so the demo store shows ratings, review lists (the
// throw's seven offer Show more reviews) and the reviews call answers something. They have no
// order (docs/reviews.md: only seeded reviews lack one).
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
  // Six more on the throw, so its page lists five and offers Show more reviews.
  ...(
    [
      [
        4,
        "Warm without being heavy",
        "Lives on the sofa now. Slightly smaller than I expected.",
        "Tom",
        1,
        3,
      ],
      [5, null, "Bought a second one as a present.", "Lena K.", 0, 6],
      [3, "Lovely colour, some shedding", "Shed a little in the first two washes, fine since.", "Sam", 6, 9],
      [5, "Worth the wait", "Was sold out for weeks; glad I signed up for the restock email.", "Ines", 2, 14],
      [4, null, "Soft, and the edges are neatly finished.", "Ravi", 0, 25],
      [5, "Heirloom quality", "You can see the hand-dyed variation, which I love.", "Claire B.", 3, 31],
    ] as const
  ).map(([rating, title, body, reviewerName, helpfulCount, daysAgo], i) => ({
    id: `rev_demo_throw_${i + 2}`,
    productId: DemoProduct.THROW,
    rating,
    title,
    body,
    reviewerName,
    helpfulCount,
    daysAgo,
  })),
];

export const demoReviews = (now: number): (typeof productReviews.$inferInsert)[] =>
  seeded.map(({ daysAgo, ...review }) => {
    // Whole days, so repeated seeds agree with each other on dates (rows are only inserted once).
    const at = Math.floor(now / DAY) * DAY - daysAgo * DAY;
    return { ...review, websiteId: DEMO_WEBSITE_ID, status: "published", createdAt: at, publishedAt: at };
  });
