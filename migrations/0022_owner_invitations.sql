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
CREATE INDEX `owner_invitations_site_idx` ON `owner_invitations` (`website_id`,`email_key`);