-- Inquiries (issue 14). Numbered 0005, after the search indexes of 0004. Deliberately no
-- catalog_bump trigger on mt_inquiry: inquiries are not catalogue, the public caches must not drop on them.
CREATE TABLE "mt_inquiry" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(255) NOT NULL,
	"company" varchar(150),
	"email" varchar(255) NOT NULL,
	"phone" varchar(30),
	"message" text NOT NULL,
	"mt_product_series_id" integer,
	"series_name" varchar(255),
	"status" varchar(16) DEFAULT 'new' NOT NULL,
	"notes" text,
	"email_status" varchar(16) DEFAULT 'off' NOT NULL,
	"email_error" varchar(500),
	"email_attempts" integer DEFAULT 0 NOT NULL,
	"email_tried_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mt_inquiry" ADD CONSTRAINT "mt_inquiry_mt_product_series_id_mt_product_series_id_fk" FOREIGN KEY ("mt_product_series_id") REFERENCES "public"."mt_product_series"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mt_inquiry_status_id_idx" ON "mt_inquiry" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "mt_inquiry_created_at_idx" ON "mt_inquiry" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "mt_inquiry_series_idx" ON "mt_inquiry" USING btree ("mt_product_series_id");