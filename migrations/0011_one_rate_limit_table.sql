CREATE TABLE `rate_limits` (
	`key` text PRIMARY KEY NOT NULL,
	`window_start` integer NOT NULL,
	`hits` integer DEFAULT 0 NOT NULL
);--> statement-breakpoint
-- One table for every fixed-window counter (worker/db/rate-limit.ts): the form submission limit
-- and the lock-screen throttle move here, their keys prefixed with their scope; 0012 drops the old tables.
INSERT INTO `rate_limits` (`key`, `window_start`, `hits`) SELECT 'form:' || `key`, `window_start`, `attempts` FROM `form_rate_limits`;--> statement-breakpoint
INSERT INTO `rate_limits` (`key`, `window_start`, `hits`) SELECT 'lock:' || `key`, `window_start`, `failures` FROM `page_access_attempts`;
