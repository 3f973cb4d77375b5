CREATE TABLE `page_access_attempts` (
	`key` text PRIMARY KEY NOT NULL,
	`window_start` integer NOT NULL,
	`failures` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE `collections` ADD `password_hash` text;--> statement-breakpoint
ALTER TABLE `websites` ADD `theme` text;