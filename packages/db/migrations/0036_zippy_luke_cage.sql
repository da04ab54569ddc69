CREATE TABLE "harvests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"field_kind" text NOT NULL,
	"field_id" uuid NOT NULL,
	"crop_field_id" uuid,
	"tree_field_id" uuid,
	"tree_row" integer,
	"tree_id" uuid,
	"harvest_date" date NOT NULL,
	"quantity_kg" double precision NOT NULL,
	"grade" text NOT NULL,
	"buyer" text,
	"supplier" text,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "harvests_field_kind_check" CHECK ("harvests"."field_kind" IN ('crop', 'tree')),
	CONSTRAINT "harvests_grade_check" CHECK ("harvests"."grade" IN ('a', 'b', 'c', 'unsatisfactory')),
	CONSTRAINT "harvests_quantity_check" CHECK ("harvests"."quantity_kg" > 0),
	CONSTRAINT "harvests_field_check" CHECK ("harvests"."field_id" = coalesce("harvests"."crop_field_id", "harvests"."tree_field_id") AND num_nonnulls("harvests"."crop_field_id", "harvests"."tree_field_id") = 1 AND ("harvests"."field_kind" = 'crop') = ("harvests"."crop_field_id" IS NOT NULL))
);
--> statement-breakpoint
ALTER TABLE "harvests" ADD CONSTRAINT "harvests_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "harvests" ADD CONSTRAINT "harvests_crop_field_id_crop_fields_id_fk" FOREIGN KEY ("crop_field_id") REFERENCES "public"."crop_fields"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "harvests" ADD CONSTRAINT "harvests_tree_field_id_tree_fields_id_fk" FOREIGN KEY ("tree_field_id") REFERENCES "public"."tree_fields"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "harvests" ADD CONSTRAINT "harvests_tree_id_trees_id_fk" FOREIGN KEY ("tree_id") REFERENCES "public"."trees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "harvests_org_id_idx" ON "harvests" USING btree ("org_id");--> statement-breakpoint
CREATE INDEX "harvests_field_id_date_idx" ON "harvests" USING btree ("field_id","harvest_date");