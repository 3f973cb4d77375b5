CREATE TABLE `site_styles` (
	`website_id` text PRIMARY KEY NOT NULL,
	`styles` text,
	`swatches` text DEFAULT '[]' NOT NULL,
	`updated_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	FOREIGN KEY (`website_id`) REFERENCES `websites`(`id`) ON UPDATE no action ON DELETE cascade
);
