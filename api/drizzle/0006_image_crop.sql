-- An image's crop (issue 20): its focal point in whole percent and its fit ('cover' crops to fill
-- around it, 'contain' shows the whole picture). Existing rows get the defaults: the centre, cover.
ALTER TABLE "image_asset" ADD COLUMN "focus_x" smallint DEFAULT 50 NOT NULL;--> statement-breakpoint
ALTER TABLE "image_asset" ADD COLUMN "focus_y" smallint DEFAULT 50 NOT NULL;--> statement-breakpoint
ALTER TABLE "image_asset" ADD COLUMN "fit" varchar(16) DEFAULT 'cover' NOT NULL;--> statement-breakpoint
ALTER TABLE "image_asset" ADD CONSTRAINT "image_asset_focus_check" CHECK ("image_asset"."focus_x" BETWEEN 0 AND 100 AND "image_asset"."focus_y" BETWEEN 0 AND 100);--> statement-breakpoint
ALTER TABLE "image_asset" ADD CONSTRAINT "image_asset_fit_check" CHECK ("image_asset"."fit" IN ('cover', 'contain'));