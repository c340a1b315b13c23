CREATE TABLE "mt_manufacture_type_former_name" (
	"id" serial PRIMARY KEY NOT NULL,
	"mt_manufacture_type_id" integer NOT NULL,
	"name" varchar(255) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mt_manufacture_type" ADD COLUMN "page_kind" varchar(32) DEFAULT 'distributors' NOT NULL;--> statement-breakpoint
ALTER TABLE "mt_manufacture_type_former_name" ADD CONSTRAINT "mt_manufacture_type_former_name_mt_manufacture_type_id_mt_manufacture_type_id_fk" FOREIGN KEY ("mt_manufacture_type_id") REFERENCES "public"."mt_manufacture_type"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mt_manufacture_type_former_name_type_idx" ON "mt_manufacture_type_former_name" USING btree ("mt_manufacture_type_id");--> statement-breakpoint
-- Hand-written below: the type that showed the company profile by its name keeps it as its page
-- kind (a rename no longer changes its page), and the new table bumps the catalogue's version.
UPDATE "mt_manufacture_type" SET "page_kind" = 'company_profile' WHERE lower(trim("name")) = 'engineering & services';
--> statement-breakpoint
CREATE TRIGGER catalog_bump AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "mt_manufacture_type_former_name" FOR EACH STATEMENT EXECUTE FUNCTION catalog_bump();
