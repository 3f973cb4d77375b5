ALTER TABLE `coupon_redemptions` ADD `email` text;--> statement-breakpoint
CREATE INDEX `coupon_redemptions_coupon_email_idx` ON `coupon_redemptions` (`coupon_id`,`email`);--> statement-breakpoint
ALTER TABLE `coupons` ADD `categories` text;--> statement-breakpoint
ALTER TABLE `coupons` ADD `max_uses_per_customer` integer;--> statement-breakpoint
ALTER TABLE `coupons` ADD `automatic` integer DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX `coupons_website_automatic_idx` ON `coupons` (`website_id`,`automatic`);