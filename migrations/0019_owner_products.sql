CREATE TABLE `product_taxonomy` (
	`id` text PRIMARY KEY NOT NULL,
	`website_id` text NOT NULL,
	`kind` text NOT NULL,
	`name` text NOT NULL,
	`name_key` text NOT NULL,
	`parent_id` text,
	`collection_id` text,
	`type` text DEFAULT 'CHILD' NOT NULL,
	`page_rendering` text DEFAULT 'LIST_VIEW' NOT NULL,
	`display_index` integer DEFAULT 1 NOT NULL,
	`created_on` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	FOREIGN KEY (`website_id`) REFERENCES `websites`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`collection_id`) REFERENCES `collections`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `product_taxonomy_name_idx` ON `product_taxonomy` (`website_id`,`kind`,`name_key`);--> statement-breakpoint
CREATE INDEX `product_taxonomy_parent_idx` ON `product_taxonomy` (`parent_id`);--> statement-breakpoint
CREATE TABLE `stock_adjustments` (
	`id` text PRIMARY KEY NOT NULL,
	`website_id` text NOT NULL,
	`variant_id` text NOT NULL,
	`delta` integer NOT NULL,
	`qty_after` integer NOT NULL,
	`reason` text DEFAULT '' NOT NULL,
	`actor` text NOT NULL,
	`created_on` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	FOREIGN KEY (`website_id`) REFERENCES `websites`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`variant_id`) REFERENCES `product_variants`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `stock_adjustments_variant_idx` ON `stock_adjustments` (`variant_id`,`created_on`);