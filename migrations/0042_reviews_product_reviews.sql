CREATE TABLE `product_reviews` (
	`id` text PRIMARY KEY NOT NULL,
	`website_id` text NOT NULL,
	`product_id` text NOT NULL,
	`order_id` text,
	`order_line_position` integer,
	`rating` integer NOT NULL,
	`title` text,
	`body` text NOT NULL,
	`reviewer_name` text NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`helpful_count` integer DEFAULT 0 NOT NULL,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	`published_at` integer,
	FOREIGN KEY (`website_id`) REFERENCES `websites`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`product_id`) REFERENCES `products`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "product_reviews_rating_check" CHECK("product_reviews"."rating" BETWEEN 1 AND 5)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `product_reviews_order_line_idx` ON `product_reviews` (`order_id`,`order_line_position`);--> statement-breakpoint
CREATE INDEX `product_reviews_product_idx` ON `product_reviews` (`website_id`,`product_id`,`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `product_reviews_site_status_idx` ON `product_reviews` (`website_id`,`status`,`created_at`);