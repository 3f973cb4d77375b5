CREATE TABLE `site_custom_css` (
	`website_id` text PRIMARY KEY NOT NULL,
	`css` text NOT NULL,
	`updated_on` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	FOREIGN KEY (`website_id`) REFERENCES `websites`(`id`) ON UPDATE no action ON DELETE cascade
);
