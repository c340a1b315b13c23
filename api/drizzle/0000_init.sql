CREATE TABLE "api_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mt_product_category" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(255) NOT NULL,
	"description" text,
	"mt_vendor_id" integer NOT NULL,
	"image_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "file_asset" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(255) NOT NULL,
	"description" text,
	"file_path" varchar(512) NOT NULL,
	"mime" varchar(64) NOT NULL,
	"size" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "image_asset" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(255) NOT NULL,
	"description" text,
	"image_path" varchar(512) NOT NULL,
	"mime" varchar(64) NOT NULL,
	"size" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mt_manufacture_type" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(255) NOT NULL,
	"description" text,
	"image_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mt_product" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(255) NOT NULL,
	"description" text,
	"mt_product_series_id" integer NOT NULL,
	"image_id" integer,
	"pdf_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mt_product_series" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(255) NOT NULL,
	"description" text,
	"mt_product_category_id" integer NOT NULL,
	"image_id" integer,
	"pdf_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" varchar(255) NOT NULL,
	"name" varchar(255) NOT NULL,
	"password_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mt_vendor" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(255) NOT NULL,
	"description" text,
	"mt_manufacture_type_id" integer NOT NULL,
	"image_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "api_tokens" ADD CONSTRAINT "api_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mt_product_category" ADD CONSTRAINT "mt_product_category_mt_vendor_id_mt_vendor_id_fk" FOREIGN KEY ("mt_vendor_id") REFERENCES "public"."mt_vendor"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mt_product_category" ADD CONSTRAINT "mt_product_category_image_id_image_asset_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."image_asset"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mt_manufacture_type" ADD CONSTRAINT "mt_manufacture_type_image_id_image_asset_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."image_asset"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mt_product" ADD CONSTRAINT "mt_product_mt_product_series_id_mt_product_series_id_fk" FOREIGN KEY ("mt_product_series_id") REFERENCES "public"."mt_product_series"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mt_product" ADD CONSTRAINT "mt_product_image_id_image_asset_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."image_asset"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mt_product" ADD CONSTRAINT "mt_product_pdf_id_file_asset_id_fk" FOREIGN KEY ("pdf_id") REFERENCES "public"."file_asset"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mt_product_series" ADD CONSTRAINT "mt_product_series_mt_product_category_id_mt_product_category_id_fk" FOREIGN KEY ("mt_product_category_id") REFERENCES "public"."mt_product_category"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mt_product_series" ADD CONSTRAINT "mt_product_series_image_id_image_asset_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."image_asset"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mt_product_series" ADD CONSTRAINT "mt_product_series_pdf_id_file_asset_id_fk" FOREIGN KEY ("pdf_id") REFERENCES "public"."file_asset"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mt_vendor" ADD CONSTRAINT "mt_vendor_mt_manufacture_type_id_mt_manufacture_type_id_fk" FOREIGN KEY ("mt_manufacture_type_id") REFERENCES "public"."mt_manufacture_type"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mt_vendor" ADD CONSTRAINT "mt_vendor_image_id_image_asset_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."image_asset"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "api_tokens_hash_idx" ON "api_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "api_tokens_user_idx" ON "api_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "mt_product_category_vendor_idx" ON "mt_product_category" USING btree ("mt_vendor_id");--> statement-breakpoint
CREATE INDEX "mt_product_category_image_idx" ON "mt_product_category" USING btree ("image_id");--> statement-breakpoint
CREATE INDEX "mt_manufacture_type_image_idx" ON "mt_manufacture_type" USING btree ("image_id");--> statement-breakpoint
CREATE INDEX "mt_product_series_id_idx" ON "mt_product" USING btree ("mt_product_series_id","id");--> statement-breakpoint
CREATE INDEX "mt_product_image_idx" ON "mt_product" USING btree ("image_id");--> statement-breakpoint
CREATE INDEX "mt_product_pdf_idx" ON "mt_product" USING btree ("pdf_id");--> statement-breakpoint
CREATE INDEX "mt_product_series_category_idx" ON "mt_product_series" USING btree ("mt_product_category_id");--> statement-breakpoint
CREATE INDEX "mt_product_series_image_idx" ON "mt_product_series" USING btree ("image_id");--> statement-breakpoint
CREATE INDEX "mt_product_series_pdf_idx" ON "mt_product_series" USING btree ("pdf_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_idx" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "mt_vendor_type_idx" ON "mt_vendor" USING btree ("mt_manufacture_type_id");--> statement-breakpoint
CREATE INDEX "mt_vendor_image_idx" ON "mt_vendor" USING btree ("image_id");