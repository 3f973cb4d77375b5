CREATE TABLE `site_directory` (
	`host` text PRIMARY KEY NOT NULL,
	`website_id` text NOT NULL,
	`shard` text DEFAULT 'DB' NOT NULL
);
--> statement-breakpoint
CREATE INDEX `site_directory_website_idx` ON `site_directory` (`website_id`);--> statement-breakpoint
CREATE INDEX `site_directory_shard_idx` ON `site_directory` (`shard`);--> statement-breakpoint
-- Every host that answers today belongs to a site on shard 0 (the only database until now).
INSERT INTO `site_directory` (`host`, `website_id`, `shard`)
SELECT `host`, `website_id`, 'DB' FROM `website_hosts` WHERE `verification_token` IS NULL;
