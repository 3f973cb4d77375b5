CREATE TABLE `analytics_processed` (
	`website_id` text NOT NULL,
	`bucket` integer NOT NULL,
	`event_ids` text NOT NULL,
	PRIMARY KEY(`website_id`, `bucket`)
);
--> statement-breakpoint
DROP TABLE `analytics_events`;