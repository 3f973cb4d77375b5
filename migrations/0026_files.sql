CREATE TABLE `files` (
	`id` text PRIMARY KEY NOT NULL,
	`website_id` text NOT NULL,
	`name` text NOT NULL,
	`content_type` text NOT NULL,
	`size` integer NOT NULL,
	`r2_key` text NOT NULL,
	`state` text DEFAULT 'uploading' NOT NULL,
	`alt_text` text DEFAULT '' NOT NULL,
	`focal_point_x` real DEFAULT 0.5 NOT NULL,
	`focal_point_y` real DEFAULT 0.5 NOT NULL,
	`width` integer,
	`height` integer,
	`color_data` text,
	`created_on` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	`updated_on` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	FOREIGN KEY (`website_id`) REFERENCES `websites`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `files_r2_key_unique` ON `files` (`r2_key`);--> statement-breakpoint
CREATE INDEX `files_site_idx` ON `files` (`website_id`,`created_on`);