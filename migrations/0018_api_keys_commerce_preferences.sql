CREATE TABLE `api_keys` (
	`id` text PRIMARY KEY NOT NULL,
	`website_id` text NOT NULL,
	`name` text NOT NULL,
	`prefix` text NOT NULL,
	`key_hash` text NOT NULL,
	`scopes` text NOT NULL,
	`created_by` text,
	`created_on` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	`last_used_on` integer,
	`revoked_on` integer,
	FOREIGN KEY (`website_id`) REFERENCES `websites`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `api_keys_key_hash_unique` ON `api_keys` (`key_hash`);--> statement-breakpoint
CREATE INDEX `api_keys_website_idx` ON `api_keys` (`website_id`,`created_on`);--> statement-breakpoint
CREATE TABLE `commerce_preferences` (
	`website_id` text NOT NULL,
	`namespace` text NOT NULL,
	`preferences` text NOT NULL,
	`updated_on` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	FOREIGN KEY (`website_id`) REFERENCES `websites`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `commerce_preferences_namespace_idx` ON `commerce_preferences` (`website_id`,`namespace`);