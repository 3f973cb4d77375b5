ALTER TABLE `products` ADD `additional_fields_form` text;--> statement-breakpoint
ALTER TABLE `products` ADD `variant_picker` text DEFAULT 'dropdown' NOT NULL;--> statement-breakpoint
ALTER TABLE `websites` ADD `express_checkout` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `websites` ADD `instalments_min_cents` integer DEFAULT 3500 NOT NULL;--> statement-breakpoint
ALTER TABLE `websites` ADD `instalments_max_cents` integer DEFAULT 200000 NOT NULL;