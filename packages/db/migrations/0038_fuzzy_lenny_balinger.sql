CREATE TABLE "asset_fields" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"asset_id" uuid NOT NULL,
	"crop_field_id" uuid,
	"tree_field_id" uuid,
	"pivot" boolean DEFAULT false NOT NULL,
	CONSTRAINT "asset_fields_one_field_check" CHECK (("asset_fields"."crop_field_id" IS NULL) <> ("asset_fields"."tree_field_id" IS NULL)),
	CONSTRAINT "asset_fields_pivot_crop_check" CHECK (NOT "asset_fields"."pivot" OR "asset_fields"."crop_field_id" IS NOT NULL)
);
--> statement-breakpoint
CREATE TABLE "assets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"farm_id" uuid NOT NULL,
	"type" text NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"ownership" text DEFAULT 'owned' NOT NULL,
	"state" text DEFAULT 'working' NOT NULL,
	"geom" geometry(Geometry,4326),
	"feeds_asset_id" uuid,
	"attributes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "assets_type_check" CHECK ("assets"."type" IN ('water_source', 'pump', 'flow_meter', 'pipe', 'valve', 'pivot', 'machinery', 'camera', 'electricity_source', 'electricity_meter', 'fertigator')),
	CONSTRAINT "assets_ownership_check" CHECK ("assets"."ownership" IN ('owned', 'rented')),
	CONSTRAINT "assets_state_check" CHECK ("assets"."state" IN ('working', 'under_maintenance', 'out_of_service')),
	CONSTRAINT "assets_not_self_fed_check" CHECK ("assets"."feeds_asset_id" IS DISTINCT FROM "assets"."id"),
	CONSTRAINT "assets_geom_check" CHECK ("assets"."geom" IS NULL OR (ST_SRID("assets"."geom") = 4326 AND ST_GeometryType("assets"."geom") = CASE WHEN "assets"."type" = 'pipe' THEN 'ST_LineString' ELSE 'ST_Point' END)),
	CONSTRAINT "assets_pipe_drawn_check" CHECK ("assets"."type" <> 'pipe' OR "assets"."geom" IS NOT NULL)
);
--> statement-breakpoint
ALTER TABLE "asset_fields" ADD CONSTRAINT "asset_fields_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_fields" ADD CONSTRAINT "asset_fields_asset_id_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."assets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_fields" ADD CONSTRAINT "asset_fields_crop_field_id_crop_fields_id_fk" FOREIGN KEY ("crop_field_id") REFERENCES "public"."crop_fields"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_fields" ADD CONSTRAINT "asset_fields_tree_field_id_tree_fields_id_fk" FOREIGN KEY ("tree_field_id") REFERENCES "public"."tree_fields"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assets" ADD CONSTRAINT "assets_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assets" ADD CONSTRAINT "assets_farm_id_farms_id_fk" FOREIGN KEY ("farm_id") REFERENCES "public"."farms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assets" ADD CONSTRAINT "assets_feeds_asset_id_assets_id_fk" FOREIGN KEY ("feeds_asset_id") REFERENCES "public"."assets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "asset_fields_asset_crop_key" ON "asset_fields" USING btree ("asset_id","crop_field_id");--> statement-breakpoint
CREATE UNIQUE INDEX "asset_fields_asset_tree_key" ON "asset_fields" USING btree ("asset_id","tree_field_id");--> statement-breakpoint
CREATE UNIQUE INDEX "asset_fields_one_pivot_key" ON "asset_fields" USING btree ("crop_field_id") WHERE "asset_fields"."pivot";--> statement-breakpoint
CREATE INDEX "asset_fields_tree_field_id_idx" ON "asset_fields" USING btree ("tree_field_id");--> statement-breakpoint
CREATE UNIQUE INDEX "assets_org_id_code_key" ON "assets" USING btree ("org_id",upper("code"));--> statement-breakpoint
CREATE INDEX "assets_org_id_farm_id_idx" ON "assets" USING btree ("org_id","farm_id","type");--> statement-breakpoint
CREATE INDEX "assets_feeds_asset_id_idx" ON "assets" USING btree ("feeds_asset_id");--> statement-breakpoint
CREATE INDEX "assets_geom_idx" ON "assets" USING gist ("geom");