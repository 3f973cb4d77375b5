ALTER TABLE `websites` ADD `site_type` text DEFAULT 'website' NOT NULL;--> statement-breakpoint
ALTER TABLE `websites` ADD `expires_on` integer;--> statement-breakpoint
-- Whether visitors see the site or the expired notice follows status and site type: a change of
-- either bumps the content version, so no edge-cached store page outlives an expiry (and the
-- store's pages come back under a new key when the site is renewed).
CREATE TRIGGER `websites_expiry_bumps_content_version` AFTER UPDATE OF `status`, `site_type` ON `websites`
WHEN OLD.status IS NOT NEW.status OR OLD.site_type IS NOT NEW.site_type
BEGIN
  UPDATE `websites` SET `content_version` = `content_version` + 1 WHERE `id` = NEW.id;
END;
