CREATE TABLE `subscription_carts` (
	`token` text PRIMARY KEY NOT NULL,
	`website_id` text NOT NULL,
	`item_id` text NOT NULL,
	`sku` text NOT NULL,
	`quantity` integer NOT NULL,
	`additional_fields` text,
	`subscription_option_id` text,
	`subscription_id` text,
	`created_on` integer NOT NULL,
	`expires_on` integer NOT NULL,
	FOREIGN KEY (`website_id`) REFERENCES `websites`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `subscription_carts_expires_idx` ON `subscription_carts` (`expires_on`);--> statement-breakpoint
CREATE TABLE `subscriptions` (
	`id` text PRIMARY KEY NOT NULL,
	`website_id` text NOT NULL,
	`checkout_id` text NOT NULL,
	`status` text DEFAULT 'PENDING' NOT NULL,
	`email` text NOT NULL,
	`item_id` text NOT NULL,
	`variant_id` text NOT NULL,
	`sku` text NOT NULL,
	`title` text NOT NULL,
	`attributes` text DEFAULT '{}' NOT NULL,
	`product_type` integer NOT NULL,
	`unit_price_cents` integer NOT NULL,
	`currency` text NOT NULL,
	`quantity` integer NOT NULL,
	`additional_fields` text,
	`plan` text NOT NULL,
	`shipping_address` text,
	`shipping_option_id` text,
	`cycles_billed` integer DEFAULT 0 NOT NULL,
	`started_on` integer,
	`next_billing_on` integer,
	`first_order_id` text,
	`last_order_id` text,
	`failure_message` text,
	`payment_provider` text NOT NULL,
	`payment_customer_id` text NOT NULL,
	`payment_method_id` text NOT NULL,
	`cancel_token_hash` text,
	`origin` text NOT NULL,
	`created_on` integer NOT NULL,
	`updated_on` integer NOT NULL,
	`cancelled_on` integer,
	FOREIGN KEY (`website_id`) REFERENCES `websites`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `subscriptions_website_checkout_idx` ON `subscriptions` (`website_id`,`checkout_id`);--> statement-breakpoint
CREATE INDEX `subscriptions_status_next_idx` ON `subscriptions` (`status`,`next_billing_on`);--> statement-breakpoint
ALTER TABLE `orders` ADD `payment_customer_id` text;