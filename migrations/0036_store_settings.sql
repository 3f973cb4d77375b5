ALTER TABLE `websites` ADD `restock_signups_by_default` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `websites` ADD `store_address` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `websites` ADD `contact_email` text DEFAULT '' NOT NULL;