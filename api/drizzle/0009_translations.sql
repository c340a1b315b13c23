ALTER TABLE "mt_product_category" ADD COLUMN "name_id" varchar(255);--> statement-breakpoint
ALTER TABLE "mt_product_category" ADD COLUMN "description_id" text;--> statement-breakpoint
ALTER TABLE "mt_manufacture_type" ADD COLUMN "name_id" varchar(255);--> statement-breakpoint
ALTER TABLE "mt_manufacture_type" ADD COLUMN "description_id" text;--> statement-breakpoint
ALTER TABLE "mt_product" ADD COLUMN "description_id" text;--> statement-breakpoint
ALTER TABLE "mt_product_series" ADD COLUMN "description_id" text;--> statement-breakpoint
ALTER TABLE "mt_vendor" ADD COLUMN "description_id" text;