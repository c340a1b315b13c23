-- Each record's place among its parent's children (issue 21). Backfilled by hand: the order the
-- public pages showed until now (types, vendors, categories and series by id; a series' products
-- by name in any case, then id, as catalogue-core's compareProductOrder compared them).
ALTER TABLE "mt_product_category" ADD COLUMN "position" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "mt_manufacture_type" ADD COLUMN "position" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "mt_product" ADD COLUMN "position" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "mt_product_series" ADD COLUMN "position" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "mt_vendor" ADD COLUMN "position" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "mt_manufacture_type" AS t SET "position" = o.n FROM (SELECT id, row_number() OVER (ORDER BY id) - 1 AS n FROM "mt_manufacture_type") AS o WHERE t.id = o.id;--> statement-breakpoint
UPDATE "mt_vendor" AS t SET "position" = o.n FROM (SELECT id, row_number() OVER (PARTITION BY mt_manufacture_type_id ORDER BY id) - 1 AS n FROM "mt_vendor") AS o WHERE t.id = o.id;--> statement-breakpoint
UPDATE "mt_product_category" AS t SET "position" = o.n FROM (SELECT id, row_number() OVER (PARTITION BY mt_vendor_id ORDER BY id) - 1 AS n FROM "mt_product_category") AS o WHERE t.id = o.id;--> statement-breakpoint
UPDATE "mt_product_series" AS t SET "position" = o.n FROM (SELECT id, row_number() OVER (PARTITION BY mt_product_category_id ORDER BY id) - 1 AS n FROM "mt_product_series") AS o WHERE t.id = o.id;--> statement-breakpoint
UPDATE "mt_product" AS t SET "position" = o.n FROM (SELECT id, row_number() OVER (PARTITION BY mt_product_series_id ORDER BY lower(trim(name)) COLLATE "C", id) - 1 AS n FROM "mt_product") AS o WHERE t.id = o.id;
