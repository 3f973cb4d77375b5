CREATE TABLE `domain_claims` (
	`host` text NOT NULL,
	`website_id` text NOT NULL,
	`token` text NOT NULL,
	`claimed_at` integer NOT NULL,
	PRIMARY KEY(`host`, `website_id`),
	FOREIGN KEY (`website_id`) REFERENCES `websites`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `domain_claims_website_idx` ON `domain_claims` (`website_id`);--> statement-breakpoint
-- data: pending custom domains move to domain_claims, claimed at the upgrade (72 hours from then)
INSERT INTO `domain_claims` (`host`, `website_id`, `token`, `claimed_at`)
SELECT `host`, `website_id`, `verification_token`, CAST(strftime('%s', 'now') AS INTEGER) * 1000
FROM `website_hosts` WHERE `verification_token` IS NOT NULL;--> statement-breakpoint
DELETE FROM `website_hosts` WHERE `verification_token` IS NOT NULL;
