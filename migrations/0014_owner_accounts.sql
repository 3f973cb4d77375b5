CREATE TABLE `owner_accounts` (
	`id` text PRIMARY KEY NOT NULL,
	`email` text NOT NULL,
	`email_key` text NOT NULL,
	`password_hash` text NOT NULL,
	`created_on` integer DEFAULT (unixepoch() * 1000) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `owner_accounts_email_key_unique` ON `owner_accounts` (`email_key`);--> statement-breakpoint
CREATE TABLE `owner_sessions` (
	`id_hash` text PRIMARY KEY NOT NULL,
	`account_id` text NOT NULL,
	`website_id` text NOT NULL,
	`xsrf_token` text NOT NULL,
	`remember_me` integer DEFAULT false NOT NULL,
	`expires_at` integer NOT NULL,
	`created_on` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	FOREIGN KEY (`account_id`) REFERENCES `owner_accounts`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`website_id`) REFERENCES `websites`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `owner_sessions_account_idx` ON `owner_sessions` (`account_id`);--> statement-breakpoint
CREATE INDEX `owner_sessions_expiry_idx` ON `owner_sessions` (`expires_at`);--> statement-breakpoint
CREATE TABLE `site_contributors` (
	`website_id` text NOT NULL,
	`account_id` text NOT NULL,
	`role` integer NOT NULL,
	`created_on` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	FOREIGN KEY (`website_id`) REFERENCES `websites`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`account_id`) REFERENCES `owner_accounts`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `site_contributors_site_account_idx` ON `site_contributors` (`website_id`,`account_id`);--> statement-breakpoint
CREATE INDEX `site_contributors_account_idx` ON `site_contributors` (`account_id`);