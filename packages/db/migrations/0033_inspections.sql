CREATE TABLE "inspection_forms" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"form_type" text NOT NULL,
	"project_id" uuid NOT NULL,
	"region_id" uuid NOT NULL,
	"inspected_at" timestamp with time zone NOT NULL,
	"team_leader" text,
	"project_manager" text,
	"vehicle_plate" text,
	"status" text DEFAULT 'draft' NOT NULL,
	"total_evaluation" double precision,
	"planned" double precision,
	"completed" double precision,
	"count_unit" text,
	"bag_number" text,
	"notes" text,
	"submitted_at" timestamp with time zone,
	"submitted_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inspection_forms_type_check" CHECK ("inspection_forms"."form_type" IN ('project_checklist', 'compost', 'pruning')),
	CONSTRAINT "inspection_forms_status_check" CHECK ("inspection_forms"."status" IN ('draft', 'submitted')),
	CONSTRAINT "inspection_forms_count_unit_check" CHECK ("inspection_forms"."count_unit" IS NULL OR "inspection_forms"."count_unit" IN ('trees', 'area_m2')),
	CONSTRAINT "inspection_forms_counts_check" CHECK (coalesce("inspection_forms"."planned", 0) >= 0 AND coalesce("inspection_forms"."completed", 0) >= 0),
	CONSTRAINT "inspection_forms_evaluation_check" CHECK ("inspection_forms"."total_evaluation" IS NULL OR "inspection_forms"."total_evaluation" BETWEEN 0 AND 100)
);
--> statement-breakpoint
CREATE TABLE "inspection_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"form_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"item" text NOT NULL,
	"applicable" boolean NOT NULL,
	"achievement_pct" double precision,
	"deliverable" text,
	"notes" text,
	CONSTRAINT "inspection_lines_form_id_position_key" UNIQUE("form_id","position"),
	CONSTRAINT "inspection_lines_achievement_check" CHECK ("inspection_lines"."achievement_pct" IS NULL OR ("inspection_lines"."applicable" AND "inspection_lines"."achievement_pct" BETWEEN 0 AND 100))
);
--> statement-breakpoint
CREATE TABLE "rpw_projects" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"name" text NOT NULL,
	"project_type" text NOT NULL,
	"region_id" uuid NOT NULL,
	"team_leader" text,
	"project_manager" text,
	"vehicle_plate" text,
	"starts_on" date,
	"ends_on" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rpw_projects_id_region_id_key" UNIQUE("id","region_id"),
	CONSTRAINT "rpw_projects_type_check" CHECK ("rpw_projects"."project_type" IN ('platform', 'farm_registration', 'dry_pheromone_trap', 'dry_electric_trap', 'delta_trap', 'ldm', 'dust_mite', 'stalk_borer', 'stem_borer', 'black_scorch', 'invasive_pest_and_locust', 'rpw_treatment', 'removal_and_cutting')),
	CONSTRAINT "rpw_projects_dates_check" CHECK ("rpw_projects"."ends_on" IS NULL OR "rpw_projects"."starts_on" IS NULL OR "rpw_projects"."ends_on" >= "rpw_projects"."starts_on")
);
--> statement-breakpoint
ALTER TABLE "inspection_forms" ADD CONSTRAINT "inspection_forms_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspection_forms" ADD CONSTRAINT "inspection_forms_submitted_by_users_id_fk" FOREIGN KEY ("submitted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspection_forms" ADD CONSTRAINT "inspection_forms_project_region_fk" FOREIGN KEY ("project_id","region_id") REFERENCES "public"."rpw_projects"("id","region_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspection_lines" ADD CONSTRAINT "inspection_lines_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspection_lines" ADD CONSTRAINT "inspection_lines_form_id_inspection_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."inspection_forms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rpw_projects" ADD CONSTRAINT "rpw_projects_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rpw_projects" ADD CONSTRAINT "rpw_projects_region_id_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."regions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inspection_forms_org_id_inspected_at_idx" ON "inspection_forms" USING btree ("org_id","inspected_at");--> statement-breakpoint
CREATE INDEX "inspection_forms_project_id_idx" ON "inspection_forms" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "rpw_projects_org_id_region_id_idx" ON "rpw_projects" USING btree ("org_id","region_id");