CREATE TABLE `page_drafts` (
	`collection_id` text PRIMARY KEY NOT NULL,
	`website_id` text NOT NULL,
	`document` text NOT NULL,
	`revision` integer DEFAULT 1 NOT NULL,
	`needs_review` integer DEFAULT false NOT NULL,
	`publish_at` integer,
	`scheduled_document` text,
	`scheduled_by` text,
	`updated_by` text NOT NULL,
	`updated_on` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	FOREIGN KEY (`collection_id`) REFERENCES `collections`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`website_id`) REFERENCES `websites`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `page_versions` (
	`id` text PRIMARY KEY NOT NULL,
	`website_id` text NOT NULL,
	`collection_id` text NOT NULL,
	`document` text NOT NULL,
	`published_by` text NOT NULL,
	`published_on` integer NOT NULL,
	FOREIGN KEY (`website_id`) REFERENCES `websites`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`collection_id`) REFERENCES `collections`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `page_versions_collection_idx` ON `page_versions` (`collection_id`,`published_on`);--> statement-breakpoint
ALTER TABLE `collections` ADD `document` text;