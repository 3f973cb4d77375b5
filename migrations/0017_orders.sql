CREATE TABLE `order_counters` (
	`website_id` text PRIMARY KEY NOT NULL,
	`last_number` integer DEFAULT 0 NOT NULL,
	FOREIGN KEY (`website_id`) REFERENCES `websites`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `order_lines` (
	`order_id` text NOT NULL,
	`position` integer NOT NULL,
	`item_id` text NOT NULL,
	`variant_id` text NOT NULL,
	`sku` text NOT NULL,
	`title` text NOT NULL,
	`attributes` text DEFAULT '{}' NOT NULL,
	`product_type` integer NOT NULL,
	`unit_price_cents` integer NOT NULL,
	`quantity` integer NOT NULL,
	`additional_fields` text,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "order_lines_quantity_check" CHECK("order_lines"."quantity" > 0 AND "order_lines"."unit_price_cents" >= 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `order_lines_order_position_idx` ON `order_lines` (`order_id`,`position`);--> statement-breakpoint
CREATE TABLE `orders` (
	`id` text PRIMARY KEY NOT NULL,
	`website_id` text NOT NULL,
	`checkout_id` text NOT NULL,
	`access_token` text NOT NULL,
	`number` integer,
	`status` text DEFAULT 'pending_payment' NOT NULL,
	`failure_message` text,
	`test_mode` integer DEFAULT false NOT NULL,
	`email` text NOT NULL,
	`shipping_address` text,
	`shipping_option_id` text,
	`shipping_option_name` text,
	`currency` text NOT NULL,
	`subtotal_cents` integer NOT NULL,
	`discount_cents` integer NOT NULL,
	`shipping_cents` integer NOT NULL,
	`tax_cents` integer NOT NULL,
	`grand_total_cents` integer NOT NULL,
	`gift_card_cents` integer DEFAULT 0 NOT NULL,
	`amount_due_cents` integer NOT NULL,
	`coupons` text DEFAULT '[]' NOT NULL,
	`gift_card_id` text,
	`payment_provider` text,
	`payment_id` text,
	`origin` text NOT NULL,
	`cart_id` text,
	`confirmation_email_id` text,
	`created_on` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	`updated_on` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	`paid_on` integer,
	FOREIGN KEY (`website_id`) REFERENCES `websites`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "orders_amounts_check" CHECK("orders"."grand_total_cents" >= 0 AND "orders"."gift_card_cents" >= 0 AND "orders"."amount_due_cents" = "orders"."grand_total_cents" - "orders"."gift_card_cents")
);
--> statement-breakpoint
CREATE UNIQUE INDEX `orders_website_checkout_idx` ON `orders` (`website_id`,`checkout_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `orders_website_number_idx` ON `orders` (`website_id`,`number`);--> statement-breakpoint
CREATE INDEX `orders_status_updated_idx` ON `orders` (`status`,`updated_on`);--> statement-breakpoint
ALTER TABLE `websites` ADD `checkout_min_subtotal_cents` integer DEFAULT 0 NOT NULL;