DROP TABLE `form_rate_limits`;--> statement-breakpoint
DROP TABLE `page_access_attempts`;