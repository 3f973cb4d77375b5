CREATE TABLE `analytics_rollups` (
	`website_id` text NOT NULL,
	`period` text NOT NULL,
	`bucket` integer NOT NULL,
	`metric` text NOT NULL,
	`dimension` text NOT NULL,
	`count` integer NOT NULL,
	`total` real NOT NULL,
	PRIMARY KEY(`website_id`, `period`, `bucket`, `metric`, `dimension`)
);
--> statement-breakpoint
CREATE TABLE `analytics_visitors` (
	`website_id` text NOT NULL,
	`day` integer NOT NULL,
	`visitor_id` text NOT NULL,
	PRIMARY KEY(`website_id`, `day`, `visitor_id`)
);
--> statement-breakpoint
ALTER TABLE `analytics_events` ADD `visitor_id` text;--> statement-breakpoint
ALTER TABLE `analytics_events` ADD `rollup` text;--> statement-breakpoint
ALTER TABLE `analytics_events` ADD `rolled_up` integer DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX `analytics_events_pending_idx` ON `analytics_events` (`rolled_up`) WHERE rolled_up = 0;--> statement-breakpoint
ALTER TABLE `websites` ADD `analytics_settings` text DEFAULT '{}' NOT NULL;