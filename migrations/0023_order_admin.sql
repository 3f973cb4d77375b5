CREATE TABLE `order_refunds` (
	`id` text PRIMARY KEY NOT NULL,
	`order_id` text NOT NULL,
	`key` text NOT NULL,
	`method` text NOT NULL,
	`amount_cents` integer NOT NULL,
	`lines` text,
	`status` text DEFAULT 'pending' NOT NULL,
	`provider_refund_id` text,
	`gift_card_id` text,
	`actor` text NOT NULL,
	`created_on` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "order_refunds_amount_check" CHECK("order_refunds"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `order_refunds_order_key_idx` ON `order_refunds` (`order_id`,`key`);--> statement-breakpoint
CREATE TABLE `saved_views` (
	`id` text PRIMARY KEY NOT NULL,
	`website_id` text NOT NULL,
	`account_id` text NOT NULL,
	`table_name` text NOT NULL,
	`name` text NOT NULL,
	`state` text NOT NULL,
	`created_on` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	FOREIGN KEY (`website_id`) REFERENCES `websites`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `saved_views_owner_name_idx` ON `saved_views` (`website_id`,`account_id`,`table_name`,`name`);--> statement-breakpoint
ALTER TABLE `orders` ADD `fulfilled_on` integer;--> statement-breakpoint
ALTER TABLE `orders` ADD `carrier` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `tracking_number` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `refunded_cents` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `orders` ADD `refunded_to_payment_cents` integer DEFAULT 0 NOT NULL;