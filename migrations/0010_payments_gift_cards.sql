CREATE TABLE `gift_card_ledger` (
	`id` text PRIMARY KEY NOT NULL,
	`gift_card_id` text NOT NULL,
	`order_id` text NOT NULL,
	`kind` text NOT NULL,
	`amount_minor` integer NOT NULL,
	`created_on` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	FOREIGN KEY (`gift_card_id`) REFERENCES `gift_cards`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "gift_card_ledger_amount_check" CHECK("gift_card_ledger"."amount_minor" > 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `gift_card_ledger_order_idx` ON `gift_card_ledger` (`gift_card_id`,`order_id`,`kind`);--> statement-breakpoint
CREATE TABLE `gift_card_lookup_limits` (
	`key` text PRIMARY KEY NOT NULL,
	`window_start` integer NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE `gift_cards` (
	`id` text PRIMARY KEY NOT NULL,
	`website_id` text NOT NULL,
	`code_hash` text NOT NULL,
	`last4` text NOT NULL,
	`initial_minor` integer NOT NULL,
	`balance_minor` integer NOT NULL,
	`currency` text NOT NULL,
	`recipient_email` text,
	`issuance_key` text NOT NULL,
	`created_on` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	FOREIGN KEY (`website_id`) REFERENCES `websites`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "gift_cards_balance_check" CHECK("gift_cards"."balance_minor" >= 0 AND "gift_cards"."balance_minor" <= "gift_cards"."initial_minor")
);
--> statement-breakpoint
CREATE UNIQUE INDEX `gift_cards_code_hash_unique` ON `gift_cards` (`code_hash`);--> statement-breakpoint
CREATE UNIQUE INDEX `gift_cards_issuance_key_unique` ON `gift_cards` (`issuance_key`);--> statement-breakpoint
CREATE INDEX `gift_cards_website_idx` ON `gift_cards` (`website_id`,`created_on`);--> statement-breakpoint
CREATE TABLE `test_payment_requests` (
	`idempotency_key` text PRIMARY KEY NOT NULL,
	`fingerprint` text NOT NULL,
	`response` text NOT NULL,
	`created_on` integer DEFAULT (unixepoch() * 1000) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `test_payments` (
	`id` text PRIMARY KEY NOT NULL,
	`amount_minor` integer NOT NULL,
	`currency` text NOT NULL,
	`status` text NOT NULL,
	`card_last4` text,
	`decline_code` text,
	`refunded_minor` integer DEFAULT 0 NOT NULL,
	`description` text,
	`metadata` text DEFAULT '{}' NOT NULL,
	`created_on` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	CONSTRAINT "test_payments_refund_check" CHECK("test_payments"."refunded_minor" BETWEEN 0 AND "test_payments"."amount_minor")
);
--> statement-breakpoint
CREATE TABLE `test_refunds` (
	`id` text PRIMARY KEY NOT NULL,
	`payment_id` text NOT NULL,
	`amount_minor` integer NOT NULL,
	`created_on` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	FOREIGN KEY (`payment_id`) REFERENCES `test_payments`(`id`) ON UPDATE no action ON DELETE no action
);
