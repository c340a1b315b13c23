CREATE TABLE "login_throttle" (
	"key" varchar(320) PRIMARY KEY NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"window_start" timestamp with time zone DEFAULT now() NOT NULL,
	"last_failure" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "login_throttle_last_failure_idx" ON "login_throttle" USING btree ("last_failure");