CREATE TABLE `newsletter_subscribers` (
	`id` text PRIMARY KEY NOT NULL,
	`website_id` text NOT NULL,
	`email` text NOT NULL,
	`email_key` text NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`token_hash` text NOT NULL,
	`source` text NOT NULL,
	`confirmation_sent_at` integer,
	`confirmed_at` integer,
	`unsubscribed_at` integer,
	`created_on` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	`updated_on` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	FOREIGN KEY (`website_id`) REFERENCES `websites`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `newsletter_subscribers_token_hash_unique` ON `newsletter_subscribers` (`token_hash`);--> statement-breakpoint
CREATE UNIQUE INDEX `newsletter_subscribers_email_idx` ON `newsletter_subscribers` (`website_id`,`email_key`);--> statement-breakpoint
ALTER TABLE `collections` ADD `blocks` text DEFAULT '[]' NOT NULL;