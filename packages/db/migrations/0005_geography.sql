CREATE TABLE "crop_fields" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"farm_id" uuid NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"geom" geometry(Geometry,4326) NOT NULL,
	"area_m2" double precision NOT NULL,
	"crop" text NOT NULL,
	"variety" text,
	"official_area_feddan" double precision,
	"season" text,
	"season_state" text,
	"planting_date" date,
	"expected_harvest_date" date,
	"expected_yield_ton" double precision,
	"sectors" integer DEFAULT 0 NOT NULL,
	"hd_imagery" boolean DEFAULT false NOT NULL,
	"advanced_irrigation" boolean DEFAULT false NOT NULL,
	"clusters" integer DEFAULT 0 NOT NULL,
	"is_hold" boolean DEFAULT false NOT NULL,
	"irrigation_type" text DEFAULT 'center_pivot' NOT NULL,
	"daily_images_enabled" boolean DEFAULT false NOT NULL,
	"irrigation_advisory_enabled" boolean DEFAULT false NOT NULL,
	"pivot_center" geometry(Point,4326),
	"pivot_radius_m" double precision,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "crop_fields_org_id_code_key" UNIQUE("org_id","code"),
	CONSTRAINT "crop_fields_geom_check" CHECK (ST_GeometryType("crop_fields"."geom") IN ('ST_Polygon', 'ST_MultiPolygon') AND ST_SRID("crop_fields"."geom") = 4326),
	CONSTRAINT "crop_fields_irrigation_type_check" CHECK ("crop_fields"."irrigation_type" IN ('center_pivot', 'drip', 'flood')),
	CONSTRAINT "crop_fields_season_check" CHECK ("crop_fields"."season" IS NULL OR "crop_fields"."season" IN ('spring', 'summer', 'fall', 'winter')),
	CONSTRAINT "crop_fields_season_state_check" CHECK ("crop_fields"."season_state" IS NULL OR "crop_fields"."season_state" IN ('active', 'ended'))
);
--> statement-breakpoint
CREATE TABLE "crop_seasons" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"crop_field_id" uuid NOT NULL,
	"season" text NOT NULL,
	"state" text DEFAULT 'active' NOT NULL,
	"crop" text NOT NULL,
	"variety" text,
	"planting_date" date NOT NULL,
	"expected_harvest_date" date,
	"expected_yield_ton" double precision,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone,
	CONSTRAINT "crop_seasons_season_check" CHECK ("crop_seasons"."season" IN ('spring', 'summer', 'fall', 'winter')),
	CONSTRAINT "crop_seasons_state_check" CHECK ("crop_seasons"."state" IN ('active', 'ended'))
);
--> statement-breakpoint
CREATE TABLE "farms" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"region_id" uuid,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"address" text,
	"farming_type" text NOT NULL,
	"area_unit" text DEFAULT 'feddan' NOT NULL,
	"unit_system" text DEFAULT 'metric' NOT NULL,
	"services" jsonb DEFAULT '{"hd_satellite_imagery":false,"chatbot":false,"advanced_irrigation":false}'::jsonb NOT NULL,
	"farm_owner_id" uuid,
	"geom" geometry(Geometry,4326) NOT NULL,
	"center" geometry(Point,4326) NOT NULL,
	"zoom" integer DEFAULT 15 NOT NULL,
	"area_m2" double precision NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "farms_org_id_code_key" UNIQUE("org_id","code"),
	CONSTRAINT "farms_geom_check" CHECK (ST_GeometryType("farms"."geom") IN ('ST_Polygon', 'ST_MultiPolygon') AND ST_SRID("farms"."geom") = 4326),
	CONSTRAINT "farms_farming_type_check" CHECK ("farms"."farming_type" IN ('tree', 'crop')),
	CONSTRAINT "farms_area_unit_check" CHECK ("farms"."area_unit" IN ('feddan', 'hectare')),
	CONSTRAINT "farms_unit_system_check" CHECK ("farms"."unit_system" IN ('metric', 'imperial'))
);
--> statement-breakpoint
CREATE TABLE "regions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"name" text NOT NULL,
	"code" text NOT NULL,
	"address" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "regions_org_id_code_key" UNIQUE("org_id","code")
);
--> statement-breakpoint
CREATE TABLE "tree_fields" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"farm_id" uuid NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"geom" geometry(Geometry,4326) NOT NULL,
	"area_m2" double precision NOT NULL,
	"rows" integer DEFAULT 0 NOT NULL,
	"columns" integer DEFAULT 0 NOT NULL,
	"blocked_spots" integer DEFAULT 0 NOT NULL,
	"plants_per_spot" integer DEFAULT 1 NOT NULL,
	"tree_type" text DEFAULT 'date_palm' NOT NULL,
	"irrigation_type" text DEFAULT 'drip' NOT NULL,
	"irrigation_factor_pct" double precision DEFAULT 100 NOT NULL,
	"supervisor_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"varieties" text[] DEFAULT '{}'::text[] NOT NULL,
	"side_crops" text[] DEFAULT '{}'::text[] NOT NULL,
	"water_source" text DEFAULT 'underground' NOT NULL,
	"main_valve" text,
	"filtering_units" integer DEFAULT 0 NOT NULL,
	"permanence" text DEFAULT 'permanent' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tree_fields_org_id_code_key" UNIQUE("org_id","code"),
	CONSTRAINT "tree_fields_geom_check" CHECK (ST_GeometryType("tree_fields"."geom") IN ('ST_Polygon', 'ST_MultiPolygon') AND ST_SRID("tree_fields"."geom") = 4326),
	CONSTRAINT "tree_fields_tree_type_check" CHECK ("tree_fields"."tree_type" IN ('date_palm', 'citrus', 'olive', 'mango', 'other')),
	CONSTRAINT "tree_fields_irrigation_type_check" CHECK ("tree_fields"."irrigation_type" IN ('drip', 'pivot', 'flood')),
	CONSTRAINT "tree_fields_water_source_check" CHECK ("tree_fields"."water_source" IN ('underground', 'water_grid')),
	CONSTRAINT "tree_fields_permanence_check" CHECK ("tree_fields"."permanence" IN ('permanent', 'temporary')),
	CONSTRAINT "tree_fields_spots_check" CHECK ("tree_fields"."rows" >= 0 AND "tree_fields"."columns" >= 0 AND "tree_fields"."blocked_spots" >= 0)
);
--> statement-breakpoint
ALTER TABLE "crop_fields" ADD CONSTRAINT "crop_fields_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crop_fields" ADD CONSTRAINT "crop_fields_farm_id_farms_id_fk" FOREIGN KEY ("farm_id") REFERENCES "public"."farms"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crop_seasons" ADD CONSTRAINT "crop_seasons_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crop_seasons" ADD CONSTRAINT "crop_seasons_crop_field_id_crop_fields_id_fk" FOREIGN KEY ("crop_field_id") REFERENCES "public"."crop_fields"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "farms" ADD CONSTRAINT "farms_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "farms" ADD CONSTRAINT "farms_region_id_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."regions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "regions" ADD CONSTRAINT "regions_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tree_fields" ADD CONSTRAINT "tree_fields_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tree_fields" ADD CONSTRAINT "tree_fields_farm_id_farms_id_fk" FOREIGN KEY ("farm_id") REFERENCES "public"."farms"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "crop_fields_org_id_idx" ON "crop_fields" USING btree ("org_id");--> statement-breakpoint
CREATE INDEX "crop_fields_farm_id_idx" ON "crop_fields" USING btree ("farm_id");--> statement-breakpoint
CREATE INDEX "crop_fields_geom_idx" ON "crop_fields" USING gist ("geom");--> statement-breakpoint
CREATE INDEX "crop_seasons_org_id_idx" ON "crop_seasons" USING btree ("org_id");--> statement-breakpoint
CREATE INDEX "crop_seasons_crop_field_id_idx" ON "crop_seasons" USING btree ("crop_field_id","started_at");--> statement-breakpoint
CREATE UNIQUE INDEX "crop_seasons_one_active_idx" ON "crop_seasons" USING btree ("crop_field_id") WHERE "crop_seasons"."state" = 'active';--> statement-breakpoint
CREATE INDEX "farms_org_id_idx" ON "farms" USING btree ("org_id");--> statement-breakpoint
CREATE INDEX "farms_region_id_idx" ON "farms" USING btree ("region_id");--> statement-breakpoint
CREATE INDEX "farms_geom_idx" ON "farms" USING gist ("geom");--> statement-breakpoint
CREATE INDEX "regions_org_id_idx" ON "regions" USING btree ("org_id");--> statement-breakpoint
CREATE INDEX "tree_fields_org_id_idx" ON "tree_fields" USING btree ("org_id");--> statement-breakpoint
CREATE INDEX "tree_fields_farm_id_idx" ON "tree_fields" USING btree ("farm_id");--> statement-breakpoint
CREATE INDEX "tree_fields_geom_idx" ON "tree_fields" USING gist ("geom");