// A rating as the product page shows it: five stars as text, and the words assistive technology
// reads instead (the stars alone would be read as "black star, black star, …"). Shared by the
// theme's server-rendered list and the MoreReviews island, so both say the same.

export const starsText = (rating: number) => "★".repeat(rating) + "☆".repeat(5 - rating);

export const starsLabel = (rating: number) => `Rated ${rating} out of 5 stars`;
