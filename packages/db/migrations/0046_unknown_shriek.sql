CREATE TABLE "pesticide_applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"pesticide_id" uuid NOT NULL,
	"field_kind" text NOT NULL,
	"field_id" uuid NOT NULL,
	"crop_field_id" uuid,
	"tree_field_id" uuid,
	"task_id" uuid,
	"applied_at" timestamp with time zone NOT NULL,
	"dose" double precision NOT NULL,
	"dose_unit" text NOT NULL,
	"volume_l" double precision NOT NULL,
	"operator_user_id" uuid,
	"operator_name" text,
	"notes" text,
	"weather" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pesticide_applications_dose_check" CHECK ("pesticide_applications"."dose" > 0),
	CONSTRAINT "pesticide_applications_volume_check" CHECK ("pesticide_applications"."volume_l" > 0),
	CONSTRAINT "pesticide_applications_dose_unit_check" CHECK ("pesticide_applications"."dose_unit" IN ('ml', 'l', 'g', 'kg')),
	CONSTRAINT "pesticide_applications_field_kind_check" CHECK ("pesticide_applications"."field_kind" IN ('crop', 'tree')),
	CONSTRAINT "pesticide_applications_field_check" CHECK ("pesticide_applications"."field_id" = coalesce("pesticide_applications"."crop_field_id", "pesticide_applications"."tree_field_id") AND num_nonnulls("pesticide_applications"."crop_field_id", "pesticide_applications"."tree_field_id") = 1 AND ("pesticide_applications"."field_kind" = 'crop') = ("pesticide_applications"."crop_field_id" IS NOT NULL))
);
--> statement-breakpoint
ALTER TABLE "pesticide_applications" ADD CONSTRAINT "pesticide_applications_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pesticide_applications" ADD CONSTRAINT "pesticide_applications_pesticide_id_pesticides_id_fk" FOREIGN KEY ("pesticide_id") REFERENCES "public"."pesticides"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pesticide_applications" ADD CONSTRAINT "pesticide_applications_crop_field_id_crop_fields_id_fk" FOREIGN KEY ("crop_field_id") REFERENCES "public"."crop_fields"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pesticide_applications" ADD CONSTRAINT "pesticide_applications_tree_field_id_tree_fields_id_fk" FOREIGN KEY ("tree_field_id") REFERENCES "public"."tree_fields"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pesticide_applications" ADD CONSTRAINT "pesticide_applications_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pesticide_applications" ADD CONSTRAINT "pesticide_applications_operator_user_id_users_id_fk" FOREIGN KEY ("operator_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pesticide_applications_org_applied_idx" ON "pesticide_applications" USING btree ("org_id","applied_at");--> statement-breakpoint
CREATE INDEX "pesticide_applications_field_idx" ON "pesticide_applications" USING btree ("field_id");--> statement-breakpoint
CREATE INDEX "pesticide_applications_pesticide_idx" ON "pesticide_applications" USING btree ("pesticide_id");