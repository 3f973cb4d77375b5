-- A form's definition is part of the pages that show it (the form block's island props), so its
-- writes bump the site's content version like the catalogue's (0004): a cached Contact page never
-- shows an old form.
CREATE TRIGGER `forms_insert_bumps_content_version` AFTER INSERT ON `forms`
BEGIN
  UPDATE `websites` SET `content_version` = `content_version` + 1 WHERE `id` IN (NEW.website_id);
END;
--> statement-breakpoint
CREATE TRIGGER `forms_update_bumps_content_version` AFTER UPDATE ON `forms`
BEGIN
  UPDATE `websites` SET `content_version` = `content_version` + 1 WHERE `id` IN (NEW.website_id, OLD.website_id);
END;
--> statement-breakpoint
CREATE TRIGGER `forms_delete_bumps_content_version` AFTER DELETE ON `forms`
BEGIN
  UPDATE `websites` SET `content_version` = `content_version` + 1 WHERE `id` IN (OLD.website_id);
END;
