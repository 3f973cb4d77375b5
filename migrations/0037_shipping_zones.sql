CREATE TABLE `shipping_rates` (
	`id` text PRIMARY KEY NOT NULL,
	`website_id` text NOT NULL,
	`zone_id` text NOT NULL,
	`name` text NOT NULL,
	`kind` text NOT NULL,
	`rate_cents` integer DEFAULT 0 NOT NULL,
	`per_kg_cents` integer DEFAULT 0 NOT NULL,
	`min_subtotal_cents` integer DEFAULT 0 NOT NULL,
	`brackets` text DEFAULT '[]' NOT NULL,
	`pickup_instructions` text DEFAULT '' NOT NULL,
	`position` integer DEFAULT 0 NOT NULL,
	`enabled` integer DEFAULT true NOT NULL,
	FOREIGN KEY (`website_id`) REFERENCES `websites`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`zone_id`) REFERENCES `shipping_zones`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "shipping_rates_amounts_not_negative" CHECK("shipping_rates"."rate_cents" >= 0 AND "shipping_rates"."per_kg_cents" >= 0 AND "shipping_rates"."min_subtotal_cents" >= 0)
);
--> statement-breakpoint
CREATE INDEX `shipping_rates_zone_idx` ON `shipping_rates` (`zone_id`,`position`);--> statement-breakpoint
CREATE INDEX `shipping_rates_website_idx` ON `shipping_rates` (`website_id`);--> statement-breakpoint
CREATE TABLE `shipping_zones` (
	`id` text PRIMARY KEY NOT NULL,
	`website_id` text NOT NULL,
	`name` text NOT NULL,
	`countries` text NOT NULL,
	`regions` text DEFAULT '[]' NOT NULL,
	`position` integer DEFAULT 0 NOT NULL,
	FOREIGN KEY (`website_id`) REFERENCES `websites`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `shipping_zones_website_idx` ON `shipping_zones` (`website_id`,`position`);--> statement-breakpoint
ALTER TABLE `product_variants` ADD `length_mm` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `product_variants` ADD `width_mm` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `product_variants` ADD `height_mm` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- data: every shipping option becomes a rate (same id) of a zone; options naming the same countries share one zone
INSERT INTO `shipping_zones` (`id`, `website_id`, `name`, `countries`, `regions`, `position`)
SELECT 'zone_' || min(o.`id`), o.`website_id`,
  CASE WHEN o.`countries` = '["*"]' THEN 'Rest of world' ELSE (SELECT group_concat(j.`value`, ', ') FROM json_each(o.`countries`) j) END,
  o.`countries`, '[]', min(o.`position`)
FROM `shipping_options` o GROUP BY o.`website_id`, o.`countries`;
--> statement-breakpoint
INSERT INTO `shipping_rates` (`id`, `website_id`, `zone_id`, `name`, `kind`, `rate_cents`, `per_kg_cents`, `min_subtotal_cents`, `position`, `enabled`)
SELECT o.`id`, o.`website_id`,
  'zone_' || (SELECT min(p.`id`) FROM `shipping_options` p WHERE p.`website_id` = o.`website_id` AND p.`countries` = o.`countries`),
  o.`name`, o.`kind`, o.`rate_cents`, o.`per_kg_cents`, o.`min_subtotal_cents`, o.`position`, o.`enabled`
FROM `shipping_options` o;
