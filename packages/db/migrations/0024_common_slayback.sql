ALTER TABLE "job_runs" ADD COLUMN "org_id" uuid;--> statement-breakpoint
ALTER TABLE "job_runs" ADD COLUMN "subject" text;--> statement-breakpoint
ALTER TABLE "job_runs" ADD CONSTRAINT "job_runs_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_runs_org_job_idx" ON "job_runs" USING btree ("org_id","job","started_at");