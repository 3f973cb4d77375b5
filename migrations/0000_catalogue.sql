CREATE TABLE `analytics_events` (
	`id` text PRIMARY KEY NOT NULL,
	`website_id` text,
	`kind` text NOT NULL,
	`payload` text NOT NULL,
	`sent_at` integer NOT NULL,
	`received_at` integer DEFAULT (unixepoch() * 1000) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `analytics_events_website_idx` ON `analytics_events` (`website_id`,`sent_at`);--> statement-breakpoint
CREATE TABLE `collections` (
	`id` text PRIMARY KEY NOT NULL,
	`website_id` text NOT NULL,
	`type` integer NOT NULL,
	`url_id` text NOT NULL,
	`title` text NOT NULL,
	`navigation_title` text,
	`description` text DEFAULT '' NOT NULL,
	`body` text DEFAULT '' NOT NULL,
	`is_homepage` integer DEFAULT false NOT NULL,
	`navigation_index` integer,
	`enabled` integer DEFAULT true NOT NULL,
	`created_on` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	`updated_on` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	FOREIGN KEY (`website_id`) REFERENCES `websites`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `collections_website_url_idx` ON `collections` (`website_id`,`url_id`);--> statement-breakpoint
CREATE TABLE `image_assets` (
	`id` text PRIMARY KEY NOT NULL,
	`website_id` text NOT NULL,
	`product_id` text,
	`position` integer DEFAULT 0 NOT NULL,
	`asset_url` text NOT NULL,
	`original_size` text NOT NULL,
	`focal_point_x` real DEFAULT 0.5 NOT NULL,
	`focal_point_y` real DEFAULT 0.5 NOT NULL,
	`color_data` text,
	`alt_text` text DEFAULT '' NOT NULL,
	`title` text DEFAULT '' NOT NULL,
	`body` text DEFAULT '' NOT NULL,
	`filename` text NOT NULL,
	`content_type` text DEFAULT 'image/svg+xml' NOT NULL,
	`created_on` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	FOREIGN KEY (`website_id`) REFERENCES `websites`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`product_id`) REFERENCES `products`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `image_assets_product_idx` ON `image_assets` (`product_id`,`position`);--> statement-breakpoint
CREATE TABLE `product_variants` (
	`id` text PRIMARY KEY NOT NULL,
	`website_id` text NOT NULL,
	`product_id` text NOT NULL,
	`sku` text NOT NULL,
	`position` integer DEFAULT 0 NOT NULL,
	`attributes` text DEFAULT '{}' NOT NULL,
	`currency` text DEFAULT 'USD' NOT NULL,
	`price_cents` integer NOT NULL,
	`sale_price_cents` integer DEFAULT 0 NOT NULL,
	`on_sale` integer DEFAULT false NOT NULL,
	`qty_in_stock` integer DEFAULT 0 NOT NULL,
	`unlimited` integer DEFAULT false NOT NULL,
	`main_image_id` text,
	FOREIGN KEY (`website_id`) REFERENCES `websites`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`product_id`) REFERENCES `products`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "product_variants_stock_not_negative" CHECK("product_variants"."qty_in_stock" >= 0),
	CONSTRAINT "product_variants_price_not_negative" CHECK("product_variants"."price_cents" >= 0 AND "product_variants"."sale_price_cents" >= 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `product_variants_website_sku_idx` ON `product_variants` (`website_id`,`sku`);--> statement-breakpoint
CREATE INDEX `product_variants_product_idx` ON `product_variants` (`product_id`,`position`);--> statement-breakpoint
CREATE TABLE `products` (
	`id` text PRIMARY KEY NOT NULL,
	`website_id` text NOT NULL,
	`collection_id` text NOT NULL,
	`url_id` text NOT NULL,
	`title` text NOT NULL,
	`body` text DEFAULT '' NOT NULL,
	`excerpt` text DEFAULT '' NOT NULL,
	`product_type` text NOT NULL,
	`tags` text DEFAULT '[]' NOT NULL,
	`categories` text DEFAULT '[]' NOT NULL,
	`is_subscribable` integer DEFAULT false NOT NULL,
	`subscription_plan` text,
	`merchandising` text DEFAULT '{}' NOT NULL,
	`additional_fields_form_id` text,
	`use_custom_add_button_text` integer DEFAULT false NOT NULL,
	`custom_add_button_text` text DEFAULT '' NOT NULL,
	`variant_option_ordering` text DEFAULT '[]' NOT NULL,
	`position` integer DEFAULT 0 NOT NULL,
	`published` integer DEFAULT true NOT NULL,
	`created_on` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	`updated_on` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	FOREIGN KEY (`website_id`) REFERENCES `websites`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`collection_id`) REFERENCES `collections`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `products_website_collection_url_idx` ON `products` (`website_id`,`collection_id`,`url_id`);--> statement-breakpoint
CREATE INDEX `products_collection_idx` ON `products` (`collection_id`,`position`);--> statement-breakpoint
CREATE TABLE `stock_reservations` (
	`id` text PRIMARY KEY NOT NULL,
	`website_id` text NOT NULL,
	`lines` text NOT NULL,
	`created_on` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	FOREIGN KEY (`website_id`) REFERENCES `websites`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `website_hosts` (
	`host` text PRIMARY KEY NOT NULL,
	`website_id` text NOT NULL,
	FOREIGN KEY (`website_id`) REFERENCES `websites`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `website_hosts_website_idx` ON `website_hosts` (`website_id`);--> statement-breakpoint
CREATE TABLE `websites` (
	`id` text PRIMARY KEY NOT NULL,
	`identifier` text NOT NULL,
	`title` text NOT NULL,
	`time_zone` text DEFAULT 'America/New_York' NOT NULL,
	`language` text DEFAULT 'en-US' NOT NULL,
	`status` integer DEFAULT 3 NOT NULL,
	`captcha_site_key` text,
	`currency` text DEFAULT 'USD' NOT NULL,
	`multiple_quantity_allowed_for_services` integer DEFAULT true NOT NULL,
	`created_on` integer DEFAULT (unixepoch() * 1000) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `websites_identifier_unique` ON `websites` (`identifier`);