CREATE TABLE "activity" (
	"id" serial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" integer,
	"user_name" varchar(255),
	"address" varchar(64),
	"action" varchar(16) NOT NULL,
	"module_type" varchar(32) NOT NULL,
	"module_id" integer NOT NULL,
	"label" text NOT NULL,
	"changes" jsonb NOT NULL
);
--> statement-breakpoint
CREATE INDEX "activity_module_idx" ON "activity" USING btree ("module_type","module_id","id");--> statement-breakpoint
CREATE INDEX "activity_user_idx" ON "activity" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "activity_at_idx" ON "activity" USING btree ("at");