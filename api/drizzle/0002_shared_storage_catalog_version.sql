CREATE TABLE "catalog_version" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"epoch" text NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stored_chunk" (
	"path" varchar(512) NOT NULL,
	"n" integer NOT NULL,
	"data" "bytea" NOT NULL,
	CONSTRAINT "stored_chunk_path_n_pk" PRIMARY KEY("path","n")
);
--> statement-breakpoint
CREATE TABLE "stored_file" (
	"path" varchar(512) PRIMARY KEY NOT NULL,
	"size" bigint NOT NULL,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "stored_chunk" ADD CONSTRAINT "stored_chunk_path_stored_file_path_fk" FOREIGN KEY ("path") REFERENCES "public"."stored_file"("path") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Hand-written below: the version row and the trigger that bumps it (and notifies every replica)
-- in the transaction of any write to a catalogue table.
INSERT INTO "catalog_version" ("id", "epoch", "version") VALUES (1, substr(md5(random()::text || clock_timestamp()::text), 1, 10), 0);
--> statement-breakpoint
CREATE FUNCTION catalog_bump() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE v bigint;
BEGIN
  UPDATE catalog_version SET version = version + 1 WHERE id = 1 RETURNING version INTO v;
  PERFORM pg_notify('catalog_changed', v::text);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER catalog_bump AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "mt_manufacture_type" FOR EACH STATEMENT EXECUTE FUNCTION catalog_bump();
--> statement-breakpoint
CREATE TRIGGER catalog_bump AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "mt_vendor" FOR EACH STATEMENT EXECUTE FUNCTION catalog_bump();
--> statement-breakpoint
CREATE TRIGGER catalog_bump AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "mt_product_category" FOR EACH STATEMENT EXECUTE FUNCTION catalog_bump();
--> statement-breakpoint
CREATE TRIGGER catalog_bump AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "mt_product_series" FOR EACH STATEMENT EXECUTE FUNCTION catalog_bump();
--> statement-breakpoint
CREATE TRIGGER catalog_bump AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "mt_product" FOR EACH STATEMENT EXECUTE FUNCTION catalog_bump();
--> statement-breakpoint
CREATE TRIGGER catalog_bump AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "image_asset" FOR EACH STATEMENT EXECUTE FUNCTION catalog_bump();
--> statement-breakpoint
CREATE TRIGGER catalog_bump AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "file_asset" FOR EACH STATEMENT EXECUTE FUNCTION catalog_bump();
