CREATE TABLE `coupon_redemptions` (
	`id` text PRIMARY KEY NOT NULL,
	`website_id` text NOT NULL,
	`coupon_id` text NOT NULL,
	`created_on` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	FOREIGN KEY (`website_id`) REFERENCES `websites`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`coupon_id`) REFERENCES `coupons`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `coupon_redemptions_coupon_idx` ON `coupon_redemptions` (`coupon_id`);--> statement-breakpoint
CREATE TABLE `coupons` (
	`id` text PRIMARY KEY NOT NULL,
	`website_id` text NOT NULL,
	`code` text NOT NULL,
	`name` text DEFAULT '' NOT NULL,
	`kind` text NOT NULL,
	`percent_basis_points` integer DEFAULT 0 NOT NULL,
	`amount_cents` integer DEFAULT 0 NOT NULL,
	`min_subtotal_cents` integer DEFAULT 0 NOT NULL,
	`starts_at` integer,
	`ends_at` integer,
	`product_ids` text,
	`max_uses` integer,
	`uses` integer DEFAULT 0 NOT NULL,
	`enabled` integer DEFAULT true NOT NULL,
	`created_on` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	FOREIGN KEY (`website_id`) REFERENCES `websites`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "coupons_uses_within_limit" CHECK("coupons"."uses" >= 0 AND ("coupons"."max_uses" IS NULL OR "coupons"."uses" <= "coupons"."max_uses")),
	CONSTRAINT "coupons_amounts_not_negative" CHECK("coupons"."percent_basis_points" BETWEEN 0 AND 10000 AND "coupons"."amount_cents" >= 0 AND "coupons"."min_subtotal_cents" >= 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `coupons_website_code_idx` ON `coupons` (`website_id`,`code`);--> statement-breakpoint
CREATE TABLE `shipping_options` (
	`id` text PRIMARY KEY NOT NULL,
	`website_id` text NOT NULL,
	`name` text NOT NULL,
	`countries` text NOT NULL,
	`kind` text NOT NULL,
	`rate_cents` integer DEFAULT 0 NOT NULL,
	`per_kg_cents` integer DEFAULT 0 NOT NULL,
	`min_subtotal_cents` integer DEFAULT 0 NOT NULL,
	`position` integer DEFAULT 0 NOT NULL,
	`enabled` integer DEFAULT true NOT NULL,
	FOREIGN KEY (`website_id`) REFERENCES `websites`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "shipping_options_amounts_not_negative" CHECK("shipping_options"."rate_cents" >= 0 AND "shipping_options"."per_kg_cents" >= 0 AND "shipping_options"."min_subtotal_cents" >= 0)
);
--> statement-breakpoint
CREATE INDEX `shipping_options_website_idx` ON `shipping_options` (`website_id`,`position`);--> statement-breakpoint
CREATE TABLE `tax_rules` (
	`id` text PRIMARY KEY NOT NULL,
	`website_id` text NOT NULL,
	`name` text NOT NULL,
	`country` text NOT NULL,
	`region` text,
	`rate_ppm` integer NOT NULL,
	`tax_shipping` integer DEFAULT false NOT NULL,
	`position` integer DEFAULT 0 NOT NULL,
	FOREIGN KEY (`website_id`) REFERENCES `websites`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "tax_rules_rate_in_range" CHECK("tax_rules"."rate_ppm" BETWEEN 0 AND 1000000)
);
--> statement-breakpoint
CREATE INDEX `tax_rules_website_country_idx` ON `tax_rules` (`website_id`,`country`,`region`);--> statement-breakpoint
ALTER TABLE `product_variants` ADD `weight_grams` integer DEFAULT 0 NOT NULL;