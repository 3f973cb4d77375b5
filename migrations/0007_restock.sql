CREATE TABLE `restock_signups` (
	`id` text PRIMARY KEY NOT NULL,
	`website_id` text NOT NULL,
	`product_id` text NOT NULL,
	`variant_id` text NOT NULL,
	`email` text NOT NULL,
	`email_key` text NOT NULL,
	`language` text,
	`is_join_mailing_list` integer DEFAULT false NOT NULL,
	`signed_up_on` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	`notified_at` integer,
	FOREIGN KEY (`website_id`) REFERENCES `websites`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`product_id`) REFERENCES `products`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`variant_id`) REFERENCES `product_variants`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `restock_signups_email_variant_idx` ON `restock_signups` (`website_id`,`variant_id`,`email_key`);--> statement-breakpoint
CREATE INDEX `restock_signups_variant_idx` ON `restock_signups` (`website_id`,`product_id`,`variant_id`,`signed_up_on`,`id`);