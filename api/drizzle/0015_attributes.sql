CREATE TABLE "mt_product_attribute_value" (
	"product_id" integer NOT NULL,
	"attribute_id" integer NOT NULL,
	"num_value" double precision,
	"num_max" double precision,
	"text_value" varchar(255),
	"bool_value" boolean,
	CONSTRAINT "mt_product_attribute_value_product_id_attribute_id_pk" PRIMARY KEY("product_id","attribute_id")
);
--> statement-breakpoint
CREATE TABLE "mt_product_attribute" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(255) NOT NULL,
	"name_id" varchar(255),
	"mt_product_category_id" integer NOT NULL,
	"type" varchar(16) NOT NULL,
	"unit" varchar(16),
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"filterable" boolean DEFAULT false NOT NULL,
	"on_card" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mt_product_attribute_value" ADD CONSTRAINT "mt_product_attribute_value_product_id_mt_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."mt_product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mt_product_attribute_value" ADD CONSTRAINT "mt_product_attribute_value_attribute_id_mt_product_attribute_id_fk" FOREIGN KEY ("attribute_id") REFERENCES "public"."mt_product_attribute"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mt_product_attribute" ADD CONSTRAINT "mt_product_attribute_mt_product_category_id_mt_product_category_id_fk" FOREIGN KEY ("mt_product_category_id") REFERENCES "public"."mt_product_category"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mt_product_attribute_value_number_idx" ON "mt_product_attribute_value" USING btree ("attribute_id","num_value");--> statement-breakpoint
CREATE INDEX "mt_product_attribute_value_text_idx" ON "mt_product_attribute_value" USING btree ("attribute_id","text_value");--> statement-breakpoint
CREATE INDEX "mt_product_attribute_category_idx" ON "mt_product_attribute" USING btree ("mt_product_category_id","position");--> statement-breakpoint
-- Hand-written below: attributes and their values are catalogue (the public series reads answer them).
CREATE TRIGGER catalog_bump AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "mt_product_attribute" FOR EACH STATEMENT EXECUTE FUNCTION catalog_bump();
--> statement-breakpoint
CREATE TRIGGER catalog_bump AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "mt_product_attribute_value" FOR EACH STATEMENT EXECUTE FUNCTION catalog_bump();
