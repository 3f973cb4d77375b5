CREATE TABLE `page_translations` (
	`website_id` text NOT NULL,
	`collection_id` text NOT NULL,
	`language` text NOT NULL,
	`title` text NOT NULL,
	`navigation_title` text DEFAULT '' NOT NULL,
	`description` text DEFAULT '' NOT NULL,
	`document` text,
	`updated_on` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	PRIMARY KEY(`collection_id`, `language`),
	FOREIGN KEY (`website_id`) REFERENCES `websites`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`collection_id`) REFERENCES `collections`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `page_translations_site_language_idx` ON `page_translations` (`website_id`,`language`);--> statement-breakpoint
CREATE TABLE `site_header_footer` (
	`website_id` text PRIMARY KEY NOT NULL,
	`header` text NOT NULL,
	`footer` text NOT NULL,
	`updated_on` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	FOREIGN KEY (`website_id`) REFERENCES `websites`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `site_languages` (
	`website_id` text PRIMARY KEY NOT NULL,
	`languages` text NOT NULL,
	`connected_on` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	`updated_on` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	FOREIGN KEY (`website_id`) REFERENCES `websites`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `site_navigations` (
	`website_id` text NOT NULL,
	`name` text NOT NULL,
	`items` text NOT NULL,
	`updated_on` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	PRIMARY KEY(`website_id`, `name`),
	FOREIGN KEY (`website_id`) REFERENCES `websites`(`id`) ON UPDATE no action ON DELETE cascade
);
