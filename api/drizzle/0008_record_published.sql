-- Drafts (issue 21): a record the public does not see, with everything under it. Every row from
-- before is published.
ALTER TABLE "mt_product_category" ADD COLUMN "published" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "mt_manufacture_type" ADD COLUMN "published" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "mt_product" ADD COLUMN "published" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "mt_product_series" ADD COLUMN "published" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "mt_vendor" ADD COLUMN "published" boolean DEFAULT true NOT NULL;