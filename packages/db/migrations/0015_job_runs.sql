CREATE TABLE "job_claims" (
	"job" text NOT NULL,
	"subject" text NOT NULL,
	"period" text NOT NULL,
	"claimed_at" timestamp with time zone NOT NULL,
	"done_at" timestamp with time zone,
	CONSTRAINT "job_claims_job_subject_period_pk" PRIMARY KEY("job","subject","period")
);
--> statement-breakpoint
CREATE TABLE "job_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"job" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	"outcome" text DEFAULT 'running' NOT NULL,
	"progress_done" integer DEFAULT 0 NOT NULL,
	"progress_total" integer,
	"result" jsonb,
	"error" text,
	CONSTRAINT "job_runs_outcome_check" CHECK ("job_runs"."outcome" IN ('running', 'done', 'failed')),
	CONSTRAINT "job_runs_progress_check" CHECK ("job_runs"."progress_done" >= 0 AND ("job_runs"."progress_total" IS NULL OR "job_runs"."progress_total" >= 0))
);
--> statement-breakpoint
CREATE INDEX "job_claims_claimed_at_idx" ON "job_claims" USING btree ("claimed_at");--> statement-breakpoint
CREATE INDEX "job_runs_job_started_idx" ON "job_runs" USING btree ("job","started_at");