CREATE TABLE `local_mailing_list_members` (
	`list_id` text NOT NULL,
	`email_key` text NOT NULL,
	`email` text NOT NULL,
	`added_on` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	PRIMARY KEY(`list_id`, `email_key`),
	FOREIGN KEY (`list_id`) REFERENCES `local_mailing_lists`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `local_mailing_lists` (
	`id` text PRIMARY KEY NOT NULL,
	`website_id` text NOT NULL,
	`name` text NOT NULL,
	`created_on` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	FOREIGN KEY (`website_id`) REFERENCES `websites`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `local_mailing_lists_site_idx` ON `local_mailing_lists` (`website_id`);--> statement-breakpoint
CREATE TABLE `mailing_list_connections` (
	`website_id` text PRIMARY KEY NOT NULL,
	`provider` text NOT NULL,
	`list_id` text NOT NULL,
	`list_name` text NOT NULL,
	`connected_on` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	FOREIGN KEY (`website_id`) REFERENCES `websites`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `mailing_list_syncs` (
	`id` text PRIMARY KEY NOT NULL,
	`website_id` text NOT NULL,
	`provider` text NOT NULL,
	`list_id` text NOT NULL,
	`email_key` text NOT NULL,
	`email` text NOT NULL,
	`action` text NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`next_attempt_at` integer NOT NULL,
	`last_error` text,
	`updated_on` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	FOREIGN KEY (`website_id`) REFERENCES `websites`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `mailing_list_syncs_member_idx` ON `mailing_list_syncs` (`website_id`,`list_id`,`email_key`);--> statement-breakpoint
CREATE INDEX `mailing_list_syncs_due_idx` ON `mailing_list_syncs` (`status`,`next_attempt_at`);--> statement-breakpoint
CREATE TABLE `webhook_deliveries` (
	`id` text PRIMARY KEY NOT NULL,
	`endpoint_id` text NOT NULL,
	`website_id` text NOT NULL,
	`event_id` text NOT NULL,
	`event` text NOT NULL,
	`payload` text NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`response_code` integer,
	`last_error` text,
	`next_attempt_at` integer,
	`created_on` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	`delivered_on` integer,
	FOREIGN KEY (`endpoint_id`) REFERENCES `webhook_endpoints`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `webhook_deliveries_event_idx` ON `webhook_deliveries` (`endpoint_id`,`event_id`);--> statement-breakpoint
CREATE INDEX `webhook_deliveries_log_idx` ON `webhook_deliveries` (`endpoint_id`,`created_on`);--> statement-breakpoint
CREATE INDEX `webhook_deliveries_due_idx` ON `webhook_deliveries` (`status`,`next_attempt_at`);--> statement-breakpoint
CREATE TABLE `webhook_endpoints` (
	`id` text PRIMARY KEY NOT NULL,
	`website_id` text NOT NULL,
	`url` text NOT NULL,
	`events` text NOT NULL,
	`secret_cipher` text NOT NULL,
	`enabled` integer DEFAULT true NOT NULL,
	`consecutive_failures` integer DEFAULT 0 NOT NULL,
	`disabled_reason` text,
	`created_on` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	FOREIGN KEY (`website_id`) REFERENCES `websites`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `webhook_endpoints_site_idx` ON `webhook_endpoints` (`website_id`);