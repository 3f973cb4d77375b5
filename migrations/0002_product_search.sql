-- Product search (page type 102): an FTS5 index over each product's title, description (excerpt
-- and body) and the SKUs of its variants, kept in step with products and product_variants by the
-- triggers below. Stock and price updates on variants do not touch it (the triggers name columns).
CREATE VIRTUAL TABLE `product_search` USING fts5(
	`product_id` UNINDEXED,
	`website_id` UNINDEXED,
	`title`,
	`description`,
	`skus`,
	tokenize = 'unicode61 remove_diacritics 2'
);
--> statement-breakpoint
CREATE TRIGGER `product_search_product_insert` AFTER INSERT ON `products` BEGIN
	INSERT INTO `product_search` (`product_id`, `website_id`, `title`, `description`, `skus`)
	VALUES (
		new.`id`, new.`website_id`, new.`title`, new.`excerpt` || ' ' || new.`body`,
		coalesce((SELECT group_concat(`sku`, ' ') FROM `product_variants` WHERE `product_id` = new.`id`), '')
	);
END;
--> statement-breakpoint
CREATE TRIGGER `product_search_product_update` AFTER UPDATE OF `id`, `website_id`, `title`, `excerpt`, `body` ON `products` BEGIN
	DELETE FROM `product_search` WHERE `product_id` = old.`id`;
	INSERT INTO `product_search` (`product_id`, `website_id`, `title`, `description`, `skus`)
	VALUES (
		new.`id`, new.`website_id`, new.`title`, new.`excerpt` || ' ' || new.`body`,
		coalesce((SELECT group_concat(`sku`, ' ') FROM `product_variants` WHERE `product_id` = new.`id`), '')
	);
END;
--> statement-breakpoint
CREATE TRIGGER `product_search_product_delete` AFTER DELETE ON `products` BEGIN
	DELETE FROM `product_search` WHERE `product_id` = old.`id`;
END;
--> statement-breakpoint
CREATE TRIGGER `product_search_variant_insert` AFTER INSERT ON `product_variants` BEGIN
	UPDATE `product_search`
	SET `skus` = coalesce((SELECT group_concat(`sku`, ' ') FROM `product_variants` WHERE `product_id` = new.`product_id`), '')
	WHERE `product_id` = new.`product_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `product_search_variant_update` AFTER UPDATE OF `sku`, `product_id` ON `product_variants` BEGIN
	UPDATE `product_search`
	SET `skus` = coalesce((SELECT group_concat(`sku`, ' ') FROM `product_variants` WHERE `product_id` = old.`product_id`), '')
	WHERE `product_id` = old.`product_id`;
	UPDATE `product_search`
	SET `skus` = coalesce((SELECT group_concat(`sku`, ' ') FROM `product_variants` WHERE `product_id` = new.`product_id`), '')
	WHERE `product_id` = new.`product_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `product_search_variant_delete` AFTER DELETE ON `product_variants` BEGIN
	UPDATE `product_search`
	SET `skus` = coalesce((SELECT group_concat(`sku`, ' ') FROM `product_variants` WHERE `product_id` = old.`product_id`), '')
	WHERE `product_id` = old.`product_id`;
END;
--> statement-breakpoint
-- Products that exist before this migration.
INSERT INTO `product_search` (`product_id`, `website_id`, `title`, `description`, `skus`)
SELECT
	p.`id`, p.`website_id`, p.`title`, p.`excerpt` || ' ' || p.`body`,
	coalesce((SELECT group_concat(v.`sku`, ' ') FROM `product_variants` v WHERE v.`product_id` = p.`id`), '')
FROM `products` p;
