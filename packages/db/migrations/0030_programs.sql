CREATE TABLE "custom_activities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"name_en" text NOT NULL,
	"name_ar" text NOT NULL,
	"icon" text DEFAULT 'checklist' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "program_activation_targets" (
	"activation_id" uuid NOT NULL,
	"org_id" uuid NOT NULL,
	"template_id" uuid NOT NULL,
	"start_date" date NOT NULL,
	"target_type" text NOT NULL,
	"target_id" uuid NOT NULL,
	CONSTRAINT "program_activation_targets_type_check" CHECK ("program_activation_targets"."target_type" IN ('farm', 'tree_field', 'crop_field'))
);
--> statement-breakpoint
CREATE TABLE "program_activations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"template_id" uuid NOT NULL,
	"start_date" date NOT NULL,
	"user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "program_template_tasks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"template_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"title" text NOT NULL,
	"activity" text,
	"custom_activity_id" uuid,
	"offset_days" integer NOT NULL,
	"duration_days" integer DEFAULT 1 NOT NULL,
	"repeat_every_days" integer,
	"repeat_until_offset_days" integer,
	"assignee_roles" text[] DEFAULT '{}'::text[] NOT NULL,
	"materials" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "program_template_tasks_activity_check" CHECK (("program_template_tasks"."activity" IS NULL) <> ("program_template_tasks"."custom_activity_id" IS NULL)),
	CONSTRAINT "program_template_tasks_builtin_check" CHECK ("program_template_tasks"."activity" IS NULL OR "program_template_tasks"."activity" IN ('irrigation', 'fertigation', 'spraying', 'pruning', 'pollination', 'thinning', 'bagging', 'harvest', 'weeding', 'soil_preparation', 'planting', 'scouting', 'trap_servicing', 'maintenance')),
	CONSTRAINT "program_template_tasks_days_check" CHECK ("program_template_tasks"."offset_days" >= 0 AND "program_template_tasks"."duration_days" >= 1),
	CONSTRAINT "program_template_tasks_repeat_check" CHECK (("program_template_tasks"."repeat_every_days" IS NULL AND "program_template_tasks"."repeat_until_offset_days" IS NULL) OR ("program_template_tasks"."repeat_every_days" >= 1 AND "program_template_tasks"."repeat_until_offset_days" >= "program_template_tasks"."offset_days"))
);
--> statement-breakpoint
CREATE TABLE "program_templates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"name" text NOT NULL,
	"crop" text NOT NULL,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tasks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"activation_id" uuid,
	"template_id" uuid,
	"title" text NOT NULL,
	"activity" text,
	"custom_activity_id" uuid,
	"target_type" text NOT NULL,
	"target_id" uuid NOT NULL,
	"due_date" date NOT NULL,
	"end_date" date NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"actual_date" date,
	"hours_worked" double precision,
	"assignee_roles" text[] DEFAULT '{}'::text[] NOT NULL,
	"planned_materials" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tasks_status_check" CHECK ("tasks"."status" IN ('pending', 'in_progress', 'done', 'cancelled')),
	CONSTRAINT "tasks_target_type_check" CHECK ("tasks"."target_type" IN ('farm', 'tree_field', 'crop_field')),
	CONSTRAINT "tasks_activity_check" CHECK (("tasks"."activity" IS NULL) <> ("tasks"."custom_activity_id" IS NULL)),
	CONSTRAINT "tasks_dates_check" CHECK ("tasks"."end_date" >= "tasks"."due_date"),
	CONSTRAINT "tasks_done_check" CHECK (("tasks"."status" = 'done') = ("tasks"."actual_date" IS NOT NULL))
);
--> statement-breakpoint
ALTER TABLE "custom_activities" ADD CONSTRAINT "custom_activities_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_activation_targets" ADD CONSTRAINT "program_activation_targets_activation_id_program_activations_id_fk" FOREIGN KEY ("activation_id") REFERENCES "public"."program_activations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_activation_targets" ADD CONSTRAINT "program_activation_targets_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_activations" ADD CONSTRAINT "program_activations_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_activations" ADD CONSTRAINT "program_activations_template_id_program_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."program_templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_activations" ADD CONSTRAINT "program_activations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_template_tasks" ADD CONSTRAINT "program_template_tasks_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_template_tasks" ADD CONSTRAINT "program_template_tasks_template_id_program_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."program_templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_template_tasks" ADD CONSTRAINT "program_template_tasks_custom_activity_id_custom_activities_id_fk" FOREIGN KEY ("custom_activity_id") REFERENCES "public"."custom_activities"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_templates" ADD CONSTRAINT "program_templates_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_activation_id_program_activations_id_fk" FOREIGN KEY ("activation_id") REFERENCES "public"."program_activations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_template_id_program_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."program_templates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_custom_activity_id_custom_activities_id_fk" FOREIGN KEY ("custom_activity_id") REFERENCES "public"."custom_activities"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "custom_activities_org_id_name_en_key" ON "custom_activities" USING btree ("org_id",lower("name_en"));--> statement-breakpoint
CREATE UNIQUE INDEX "program_activation_targets_once_key" ON "program_activation_targets" USING btree ("template_id","start_date","target_type","target_id");--> statement-breakpoint
CREATE INDEX "program_activations_org_idx" ON "program_activations" USING btree ("org_id","template_id");--> statement-breakpoint
CREATE UNIQUE INDEX "program_template_tasks_template_position_key" ON "program_template_tasks" USING btree ("template_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "program_templates_org_id_name_key" ON "program_templates" USING btree ("org_id",lower("name"));--> statement-breakpoint
CREATE INDEX "tasks_org_due_idx" ON "tasks" USING btree ("org_id","due_date");--> statement-breakpoint
CREATE INDEX "tasks_org_target_idx" ON "tasks" USING btree ("org_id","target_id");--> statement-breakpoint
CREATE INDEX "tasks_activation_idx" ON "tasks" USING btree ("activation_id");