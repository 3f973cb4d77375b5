CREATE TABLE `content_comments` (
	`id` text PRIMARY KEY NOT NULL,
	`website_id` text NOT NULL,
	`item_id` text NOT NULL,
	`author_name` text NOT NULL,
	`body` text NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`created_on` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	FOREIGN KEY (`website_id`) REFERENCES `websites`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`item_id`) REFERENCES `content_items`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `content_comments_item_idx` ON `content_comments` (`item_id`,`status`,`created_on`);--> statement-breakpoint
CREATE INDEX `content_comments_site_idx` ON `content_comments` (`website_id`,`status`,`created_on`);--> statement-breakpoint
CREATE TABLE `content_items` (
	`id` text PRIMARY KEY NOT NULL,
	`website_id` text NOT NULL,
	`collection_id` text NOT NULL,
	`record_type` integer NOT NULL,
	`url_id` text NOT NULL,
	`title` text NOT NULL,
	`excerpt` text DEFAULT '' NOT NULL,
	`body` text NOT NULL,
	`body_html` text DEFAULT '' NOT NULL,
	`main_image` text,
	`author` text DEFAULT '' NOT NULL,
	`tags` text DEFAULT '[]' NOT NULL,
	`categories` text DEFAULT '[]' NOT NULL,
	`status` text DEFAULT 'draft' NOT NULL,
	`publish_on` integer NOT NULL,
	`live` integer DEFAULT false NOT NULL,
	`comment_state` integer DEFAULT 1 NOT NULL,
	`public_comment_count` integer DEFAULT 0 NOT NULL,
	`like_count` integer DEFAULT 0 NOT NULL,
	`start_date` integer,
	`end_date` integer,
	`location` text,
	`created_on` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	`updated_on` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	FOREIGN KEY (`website_id`) REFERENCES `websites`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`collection_id`) REFERENCES `collections`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `content_items_collection_url_idx` ON `content_items` (`collection_id`,`url_id`);--> statement-breakpoint
CREATE INDEX `content_items_list_idx` ON `content_items` (`collection_id`,`status`,`publish_on`);--> statement-breakpoint
CREATE INDEX `content_items_events_idx` ON `content_items` (`collection_id`,`status`,`start_date`);--> statement-breakpoint
CREATE TABLE `content_likes` (
	`item_id` text NOT NULL,
	`visitor_key` text NOT NULL,
	`created_on` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	PRIMARY KEY(`item_id`, `visitor_key`),
	FOREIGN KEY (`item_id`) REFERENCES `content_items`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
ALTER TABLE `collections` ADD `type_name` text;--> statement-breakpoint
ALTER TABLE `websites` ADD `comments_enabled` integer DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE `websites` ADD `simple_liking_enabled` integer DEFAULT true NOT NULL;--> statement-breakpoint
-- Content version: what visitors see of posts and events (docs/blog-and-events.md). A like only
-- changes like_count, which the update trigger leaves out: likes must not empty the edge cache.
CREATE TRIGGER `content_items_insert_bumps_content_version` AFTER INSERT ON `content_items`
BEGIN
  UPDATE `websites` SET `content_version` = `content_version` + 1 WHERE `id` IN (NEW.website_id);
END;
--> statement-breakpoint
CREATE TRIGGER `content_items_update_bumps_content_version` AFTER UPDATE OF `collection_id`, `record_type`, `url_id`, `title`, `excerpt`, `body`, `body_html`, `main_image`, `author`, `tags`, `categories`, `status`, `publish_on`, `live`, `comment_state`, `public_comment_count`, `start_date`, `end_date`, `location` ON `content_items`
BEGIN
  UPDATE `websites` SET `content_version` = `content_version` + 1 WHERE `id` IN (NEW.website_id, OLD.website_id);
END;
--> statement-breakpoint
CREATE TRIGGER `content_items_delete_bumps_content_version` AFTER DELETE ON `content_items`
BEGIN
  UPDATE `websites` SET `content_version` = `content_version` + 1 WHERE `id` IN (OLD.website_id);
END;
--> statement-breakpoint
-- Comments waiting for moderation change nothing visitors see; approved ones do.
CREATE TRIGGER `content_comments_insert_bumps_content_version` AFTER INSERT ON `content_comments`
WHEN NEW.status = 'approved'
BEGIN
  UPDATE `websites` SET `content_version` = `content_version` + 1 WHERE `id` IN (NEW.website_id);
END;
--> statement-breakpoint
CREATE TRIGGER `content_comments_update_bumps_content_version` AFTER UPDATE ON `content_comments`
WHEN NEW.status = 'approved' OR OLD.status = 'approved'
BEGIN
  UPDATE `websites` SET `content_version` = `content_version` + 1 WHERE `id` IN (NEW.website_id, OLD.website_id);
END;
--> statement-breakpoint
CREATE TRIGGER `content_comments_delete_bumps_content_version` AFTER DELETE ON `content_comments`
WHEN OLD.status = 'approved'
BEGIN
  UPDATE `websites` SET `content_version` = `content_version` + 1 WHERE `id` IN (OLD.website_id);
END;
