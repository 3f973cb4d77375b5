CREATE TABLE `owner_invitations` (
	`id` text PRIMARY KEY NOT NULL,
	`website_id` text NOT NULL,
	`email` text NOT NULL,
	`email_key` text NOT NULL,
	`role` integer NOT NULL,
	`token_hash` text NOT NULL,
	`invited_by` text NOT NULL,
	`expires_at` integer NOT NULL,
	`accepted_at` integer,
	`revoked_at` integer,
	`created_on` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	FOREIGN KEY (`website_id`) REFERENCES `websites`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `owner_invitations_token_hash_unique` ON `owner_invitations` (`token_hash`);--> statement-breakpoint
CREATE INDEX `owner_invitations_site_idx` ON `owner_invitations` (`website_id`,`email_key`);--> statement-breakpoint
CREATE TABLE `owner_password_resets` (
	`token_hash` text PRIMARY KEY NOT NULL,
	`account_id` text NOT NULL,
	`expires_at` integer NOT NULL,
	`used_at` integer,
	`created_on` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	FOREIGN KEY (`account_id`) REFERENCES `owner_accounts`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `owner_password_resets_account_idx` ON `owner_password_resets` (`account_id`);--> statement-breakpoint
CREATE TABLE `site_user_sessions` (
	`id_hash` text PRIMARY KEY NOT NULL,
	`site_user_id` text NOT NULL,
	`website_id` text NOT NULL,
	`xsrf_token` text NOT NULL,
	`expires_at` integer NOT NULL,
	`created_on` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	FOREIGN KEY (`site_user_id`) REFERENCES `site_users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`website_id`) REFERENCES `websites`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `site_user_sessions_user_idx` ON `site_user_sessions` (`site_user_id`);--> statement-breakpoint
CREATE INDEX `site_user_sessions_expiry_idx` ON `site_user_sessions` (`expires_at`);--> statement-breakpoint
CREATE TABLE `site_users` (
	`id` text PRIMARY KEY NOT NULL,
	`website_id` text NOT NULL,
	`email` text NOT NULL,
	`email_key` text NOT NULL,
	`password_hash` text NOT NULL,
	`locale` text,
	`cart_id` text,
	`created_on` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	FOREIGN KEY (`website_id`) REFERENCES `websites`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `site_users_site_email_idx` ON `site_users` (`website_id`,`email_key`);