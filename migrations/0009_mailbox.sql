CREATE TABLE `mailbox_messages` (
	`id` text PRIMARY KEY NOT NULL,
	`from` text NOT NULL,
	`to` text NOT NULL,
	`subject` text NOT NULL,
	`text_body` text NOT NULL,
	`html_body` text NOT NULL,
	`idempotency_key` text NOT NULL,
	`sent_at` integer DEFAULT (unixepoch() * 1000) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `mailbox_messages_idempotency_key_unique` ON `mailbox_messages` (`idempotency_key`);--> statement-breakpoint
CREATE INDEX `mailbox_messages_sent_idx` ON `mailbox_messages` (`sent_at`);