ALTER TABLE `websites` ADD `captcha_provider` text DEFAULT 'recaptcha-enterprise' NOT NULL;--> statement-breakpoint
ALTER TABLE `websites` ADD `restock_auto_notify` integer DEFAULT false NOT NULL;