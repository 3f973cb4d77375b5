-- Content version (see websites.content_version): every write a visitor could see bumps the
-- site's version, so edge-cached pages keyed by it miss at once. Triggers catch every writer
-- (routes, seeds, stock reservations, direct SQL); bumpContentVersion covers what they cannot see.

CREATE TRIGGER `products_insert_bumps_content_version` AFTER INSERT ON `products`
BEGIN
  UPDATE `websites` SET `content_version` = `content_version` + 1 WHERE `id` IN (NEW.website_id);
END;
--> statement-breakpoint
CREATE TRIGGER `products_update_bumps_content_version` AFTER UPDATE ON `products`
BEGIN
  UPDATE `websites` SET `content_version` = `content_version` + 1 WHERE `id` IN (NEW.website_id, OLD.website_id);
END;
--> statement-breakpoint
CREATE TRIGGER `products_delete_bumps_content_version` AFTER DELETE ON `products`
BEGIN
  UPDATE `websites` SET `content_version` = `content_version` + 1 WHERE `id` IN (OLD.website_id);
END;
--> statement-breakpoint
CREATE TRIGGER `product_variants_insert_bumps_content_version` AFTER INSERT ON `product_variants`
BEGIN
  UPDATE `websites` SET `content_version` = `content_version` + 1 WHERE `id` IN (NEW.website_id);
END;
--> statement-breakpoint
CREATE TRIGGER `product_variants_update_bumps_content_version` AFTER UPDATE ON `product_variants`
BEGIN
  UPDATE `websites` SET `content_version` = `content_version` + 1 WHERE `id` IN (NEW.website_id, OLD.website_id);
END;
--> statement-breakpoint
CREATE TRIGGER `product_variants_delete_bumps_content_version` AFTER DELETE ON `product_variants`
BEGIN
  UPDATE `websites` SET `content_version` = `content_version` + 1 WHERE `id` IN (OLD.website_id);
END;
--> statement-breakpoint
CREATE TRIGGER `collections_insert_bumps_content_version` AFTER INSERT ON `collections`
BEGIN
  UPDATE `websites` SET `content_version` = `content_version` + 1 WHERE `id` IN (NEW.website_id);
END;
--> statement-breakpoint
CREATE TRIGGER `collections_update_bumps_content_version` AFTER UPDATE ON `collections`
BEGIN
  UPDATE `websites` SET `content_version` = `content_version` + 1 WHERE `id` IN (NEW.website_id, OLD.website_id);
END;
--> statement-breakpoint
CREATE TRIGGER `collections_delete_bumps_content_version` AFTER DELETE ON `collections`
BEGIN
  UPDATE `websites` SET `content_version` = `content_version` + 1 WHERE `id` IN (OLD.website_id);
END;
--> statement-breakpoint
CREATE TRIGGER `image_assets_insert_bumps_content_version` AFTER INSERT ON `image_assets`
BEGIN
  UPDATE `websites` SET `content_version` = `content_version` + 1 WHERE `id` IN (NEW.website_id);
END;
--> statement-breakpoint
CREATE TRIGGER `image_assets_update_bumps_content_version` AFTER UPDATE ON `image_assets`
BEGIN
  UPDATE `websites` SET `content_version` = `content_version` + 1 WHERE `id` IN (NEW.website_id, OLD.website_id);
END;
--> statement-breakpoint
CREATE TRIGGER `image_assets_delete_bumps_content_version` AFTER DELETE ON `image_assets`
BEGIN
  UPDATE `websites` SET `content_version` = `content_version` + 1 WHERE `id` IN (OLD.website_id);
END;
--> statement-breakpoint
-- The site's own settings (title, language, currency...) show on every page. The WHEN clause
-- leaves the bump itself out, so this trigger never fires on its own update.
CREATE TRIGGER `websites_update_bumps_content_version` AFTER UPDATE ON `websites`
WHEN NEW.`content_version` = OLD.`content_version`
BEGIN
  UPDATE `websites` SET `content_version` = `content_version` + 1 WHERE `id` = NEW.`id`;
END;
