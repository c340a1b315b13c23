CREATE TABLE "site_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "site_settings_one_row" CHECK ("site_settings"."id" = 1)
);
--> statement-breakpoint
-- Hand-written below: a save of the settings is a catalogue write for the caches (issue 23): the
-- trigger of migration 0002 moves the catalogue's version and NOTIFYs every replica, so the pages
-- rendered with the old settings are dropped everywhere.
CREATE TRIGGER catalog_bump AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "site_settings" FOR EACH STATEMENT EXECUTE FUNCTION catalog_bump();
