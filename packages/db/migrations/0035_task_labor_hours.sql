CREATE TABLE "task_labor_hours" (
	"task_id" uuid NOT NULL,
	"labor_id" uuid NOT NULL,
	"org_id" uuid NOT NULL,
	"hours" double precision NOT NULL,
	"cost" numeric(14, 2) NOT NULL,
	"currency" text NOT NULL,
	CONSTRAINT "task_labor_hours_task_id_labor_id_pk" PRIMARY KEY("task_id","labor_id"),
	CONSTRAINT "task_labor_hours_hours_check" CHECK ("task_labor_hours"."hours" > 0 AND "task_labor_hours"."hours" <= 24 * 366),
	CONSTRAINT "task_labor_hours_cost_check" CHECK ("task_labor_hours"."cost" >= 0)
);
--> statement-breakpoint
ALTER TABLE "task_labor_hours" ADD CONSTRAINT "task_labor_hours_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_labor_hours" ADD CONSTRAINT "task_labor_hours_labor_id_labors_id_fk" FOREIGN KEY ("labor_id") REFERENCES "public"."labors"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_labor_hours" ADD CONSTRAINT "task_labor_hours_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "task_labor_hours_org_labor_idx" ON "task_labor_hours" USING btree ("org_id","labor_id");