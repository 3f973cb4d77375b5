ALTER TABLE `order_lines` ADD `shown_total_cents` integer;--> statement-breakpoint
ALTER TABLE `orders` ADD `tax_included` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `orders` ADD `tax_name` text DEFAULT '' NOT NULL;
