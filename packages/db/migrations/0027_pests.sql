CREATE TABLE "pests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"name_en" text,
	"name_ar" text,
	"scientific_name" text,
	"hosts" text[] DEFAULT '{}'::text[] NOT NULL,
	"active_months" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"symptoms_en" text,
	"symptoms_ar" text,
	"threshold_en" text,
	"threshold_ar" text,
	"treatments_en" text,
	"treatments_ar" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pests_org_id_code_key" UNIQUE("org_id","code"),
	CONSTRAINT "pests_kind_check" CHECK ("pests"."kind" IN ('insect', 'mite', 'disease', 'other')),
	CONSTRAINT "pests_named_check" CHECK ("pests"."name_en" IS NOT NULL OR "pests"."name_ar" IS NOT NULL),
	CONSTRAINT "pests_hosts_check" CHECK ("pests"."hosts" <@ ARRAY['date_palm', 'citrus', 'alfalfa', 'wheat', 'maize', 'potato', 'onion', 'vegetables']::text[]),
	CONSTRAINT "pests_months_check" CHECK ("pests"."active_months" <@ ARRAY[1,2,3,4,5,6,7,8,9,10,11,12])
);
--> statement-breakpoint
CREATE TABLE "scouting_observations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"pest_id" uuid NOT NULL,
	"observed_on" date NOT NULL,
	"severity" text NOT NULL,
	"count" integer,
	"field_id" uuid,
	"crop_field_id" uuid,
	"tree_id" uuid,
	"trap_id" uuid,
	"lat" double precision,
	"lng" double precision,
	"note" text,
	"observed_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "scouting_observations_severity_check" CHECK ("scouting_observations"."severity" IN ('low', 'moderate', 'high', 'severe')),
	CONSTRAINT "scouting_observations_count_check" CHECK ("scouting_observations"."count" IS NULL OR "scouting_observations"."count" >= 0),
	CONSTRAINT "scouting_observations_point_check" CHECK (("scouting_observations"."lat" IS NULL) = ("scouting_observations"."lng" IS NULL))
);
--> statement-breakpoint
ALTER TABLE "pests" ADD CONSTRAINT "pests_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scouting_observations" ADD CONSTRAINT "scouting_observations_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scouting_observations" ADD CONSTRAINT "scouting_observations_pest_id_pests_id_fk" FOREIGN KEY ("pest_id") REFERENCES "public"."pests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scouting_observations" ADD CONSTRAINT "scouting_observations_field_id_tree_fields_id_fk" FOREIGN KEY ("field_id") REFERENCES "public"."tree_fields"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scouting_observations" ADD CONSTRAINT "scouting_observations_crop_field_id_crop_fields_id_fk" FOREIGN KEY ("crop_field_id") REFERENCES "public"."crop_fields"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scouting_observations" ADD CONSTRAINT "scouting_observations_tree_id_trees_id_fk" FOREIGN KEY ("tree_id") REFERENCES "public"."trees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scouting_observations" ADD CONSTRAINT "scouting_observations_trap_id_traps_id_fk" FOREIGN KEY ("trap_id") REFERENCES "public"."traps"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scouting_observations" ADD CONSTRAINT "scouting_observations_observed_by_users_id_fk" FOREIGN KEY ("observed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "scouting_observations_org_id_observed_on_idx" ON "scouting_observations" USING btree ("org_id","observed_on");--> statement-breakpoint
CREATE INDEX "scouting_observations_pest_id_idx" ON "scouting_observations" USING btree ("pest_id");