CREATE TABLE `rate_limits` (
	`key` text PRIMARY KEY NOT NULL,
	`window_start` integer NOT NULL,
	`hits` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- One table for every fixed-window counter (worker/db/rate-limit.ts): the form submission limit
-- and the lock-screen throttle move here, their keys prefixed with their scope.
INSERT INTO `rate_limits` (`key`, `window_start`, `hits`) SELECT 'form:' || `key`, `window_start`, `attempts` FROM `form_rate_limits`;--> statement-breakpoint
INSERT INTO `rate_limits` (`key`, `window_start`, `hits`) SELECT 'lock:' || `key`, `window_start`, `failures` FROM `page_access_attempts`;--> statement-breakpoint
DROP TABLE `form_rate_limits`;--> statement-breakpoint
DROP TABLE `page_access_attempts`;--> statement-breakpoint
ALTER TABLE `websites` ADD `captcha_provider` text DEFAULT 'recaptcha-enterprise' NOT NULL;--> statement-breakpoint
ALTER TABLE `websites` ADD `restock_auto_notify` integer DEFAULT false NOT NULL;