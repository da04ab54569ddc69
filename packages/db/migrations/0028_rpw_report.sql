CREATE TABLE "rpw_report_cache" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"report" jsonb NOT NULL,
	"generated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "rpw_report_cache_one_row_check" CHECK ("rpw_report_cache"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "trap_settings" ADD COLUMN "public_report" boolean DEFAULT false NOT NULL;