CREATE TABLE "trap_catches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"trap_id" uuid NOT NULL,
	"visit_date" date NOT NULL,
	"count" integer NOT NULL,
	"males" integer,
	"females" integer,
	"lure_changed" boolean DEFAULT false NOT NULL,
	"condition" text,
	"notes" text,
	"recorded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trap_catches_trap_id_visit_date_key" UNIQUE("trap_id","visit_date"),
	CONSTRAINT "trap_catches_count_check" CHECK ("trap_catches"."count" >= 0 AND coalesce("trap_catches"."males", 0) >= 0 AND coalesce("trap_catches"."females", 0) >= 0 AND coalesce("trap_catches"."males", 0) + coalesce("trap_catches"."females", 0) <= "trap_catches"."count"),
	CONSTRAINT "trap_catches_condition_check" CHECK ("trap_catches"."condition" IS NULL OR "trap_catches"."condition" IN ('good', 'damaged', 'missing', 'replaced'))
);
--> statement-breakpoint
CREATE TABLE "trap_settings" (
	"org_id" uuid PRIMARY KEY NOT NULL,
	"rpw_weekly_threshold" integer DEFAULT 5 NOT NULL,
	"service_interval_days" integer DEFAULT 7 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trap_settings_threshold_check" CHECK ("trap_settings"."rpw_weekly_threshold" >= 1),
	CONSTRAINT "trap_settings_interval_check" CHECK ("trap_settings"."service_interval_days" BETWEEN 1 AND 90)
);
--> statement-breakpoint
CREATE TABLE "traps" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"code" text NOT NULL,
	"trap_type" text NOT NULL,
	"target_pest" text DEFAULT 'red_palm_weevil' NOT NULL,
	"lure" text,
	"lure_changed_on" date,
	"region_id" uuid NOT NULL,
	"farm_id" uuid,
	"field_id" uuid,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"installed_on" date NOT NULL,
	"removed_on" date,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "traps_trap_type_check" CHECK ("traps"."trap_type" IN ('dry_pheromone', 'dry_electric', 'delta', 'bucket', 'smart')),
	CONSTRAINT "traps_target_pest_check" CHECK ("traps"."target_pest" IN ('red_palm_weevil', 'lesser_date_moth', 'stem_borer', 'other')),
	CONSTRAINT "traps_dates_check" CHECK ("traps"."removed_on" IS NULL OR "traps"."removed_on" >= "traps"."installed_on"),
	CONSTRAINT "traps_position_check" CHECK ("traps"."lat" BETWEEN -90 AND 90 AND "traps"."lng" BETWEEN -180 AND 180)
);
--> statement-breakpoint
ALTER TABLE "trap_catches" ADD CONSTRAINT "trap_catches_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trap_catches" ADD CONSTRAINT "trap_catches_trap_id_traps_id_fk" FOREIGN KEY ("trap_id") REFERENCES "public"."traps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trap_catches" ADD CONSTRAINT "trap_catches_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trap_settings" ADD CONSTRAINT "trap_settings_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "traps" ADD CONSTRAINT "traps_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "traps" ADD CONSTRAINT "traps_region_id_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."regions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "traps" ADD CONSTRAINT "traps_farm_id_farms_id_fk" FOREIGN KEY ("farm_id") REFERENCES "public"."farms"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "traps" ADD CONSTRAINT "traps_field_id_tree_fields_id_fk" FOREIGN KEY ("field_id") REFERENCES "public"."tree_fields"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "trap_catches_org_id_visit_date_idx" ON "trap_catches" USING btree ("org_id","visit_date");--> statement-breakpoint
CREATE UNIQUE INDEX "traps_org_id_code_key" ON "traps" USING btree ("org_id",upper("code"));--> statement-breakpoint
CREATE INDEX "traps_org_id_region_id_idx" ON "traps" USING btree ("org_id","region_id");--> statement-breakpoint
CREATE INDEX "traps_farm_id_idx" ON "traps" USING btree ("farm_id");--> statement-breakpoint
CREATE INDEX "traps_field_id_idx" ON "traps" USING btree ("field_id");