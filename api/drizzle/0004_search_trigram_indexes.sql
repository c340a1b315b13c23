-- Hand-written first: pg_trgm, whose operator class the indexes below use (PGlite loads it with the
-- instance: src/db/index.ts). The trigram GIN indexes serve the public search (`<%`, ILIKE) and the
-- admin lists' ILIKE '%term%' searches.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE INDEX "mt_product_category_name_trgm_idx" ON "mt_product_category" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "mt_product_category_description_trgm_idx" ON "mt_product_category" USING gin ("description" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "file_asset_name_trgm_idx" ON "file_asset" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "image_asset_name_trgm_idx" ON "image_asset" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "mt_manufacture_type_name_trgm_idx" ON "mt_manufacture_type" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "mt_manufacture_type_description_trgm_idx" ON "mt_manufacture_type" USING gin ("description" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "mt_product_name_trgm_idx" ON "mt_product" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "mt_product_series_name_trgm_idx" ON "mt_product_series" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "mt_product_series_description_trgm_idx" ON "mt_product_series" USING gin ("description" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "mt_vendor_name_trgm_idx" ON "mt_vendor" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "mt_vendor_description_trgm_idx" ON "mt_vendor" USING gin ("description" gin_trgm_ops);