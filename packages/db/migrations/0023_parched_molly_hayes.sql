CREATE TABLE "satellite_images" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"crop_field_id" uuid,
	"tree_field_id" uuid,
	"image_date" date NOT NULL,
	"source" text NOT NULL,
	"scene_id" text NOT NULL,
	"cloud_cover" double precision,
	"clear_fraction" double precision NOT NULL,
	"pixels" integer DEFAULT 0 NOT NULL,
	"valid_pixels" integer DEFAULT 0 NOT NULL,
	"resolution_m" double precision,
	"flag" text,
	"flag_detail" text,
	"raster_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "satellite_images_one_field_check" CHECK (("satellite_images"."crop_field_id" IS NULL) <> ("satellite_images"."tree_field_id" IS NULL)),
	CONSTRAINT "satellite_images_source_check" CHECK ("satellite_images"."source" IN ('stac', 'simulated')),
	CONSTRAINT "satellite_images_flag_check" CHECK ("satellite_images"."flag" IS NULL OR "satellite_images"."flag" IN ('cloudy', 'too_small', 'outside_scene', 'unreadable')),
	CONSTRAINT "satellite_images_clear_fraction_check" CHECK ("satellite_images"."clear_fraction" >= 0 AND "satellite_images"."clear_fraction" <= 1),
	CONSTRAINT "satellite_images_pixels_check" CHECK ("satellite_images"."valid_pixels" >= 0 AND "satellite_images"."valid_pixels" <= "satellite_images"."pixels")
);
--> statement-breakpoint
CREATE TABLE "satellite_index_stats" (
	"image_id" uuid NOT NULL,
	"org_id" uuid NOT NULL,
	"index" text NOT NULL,
	"mean" double precision,
	"min" double precision,
	"max" double precision,
	"std" double precision,
	"p10" double precision,
	"p50" double precision,
	"p90" double precision,
	"pixels" integer NOT NULL,
	"valid_pixels" integer NOT NULL,
	"clear_fraction" double precision NOT NULL,
	CONSTRAINT "satellite_index_stats_image_id_index_pk" PRIMARY KEY("image_id","index"),
	CONSTRAINT "satellite_index_stats_index_check" CHECK ("satellite_index_stats"."index" IN ('ndvi', 'ndre', 'ndmi', 'ndwi', 'savi', 'evi', 'gndvi')),
	CONSTRAINT "satellite_index_stats_pixels_check" CHECK ("satellite_index_stats"."valid_pixels" >= 0 AND "satellite_index_stats"."valid_pixels" <= "satellite_index_stats"."pixels")
);
--> statement-breakpoint
ALTER TABLE "satellite_images" ADD CONSTRAINT "satellite_images_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "satellite_images" ADD CONSTRAINT "satellite_images_crop_field_id_crop_fields_id_fk" FOREIGN KEY ("crop_field_id") REFERENCES "public"."crop_fields"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "satellite_images" ADD CONSTRAINT "satellite_images_tree_field_id_tree_fields_id_fk" FOREIGN KEY ("tree_field_id") REFERENCES "public"."tree_fields"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "satellite_index_stats" ADD CONSTRAINT "satellite_index_stats_image_id_satellite_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."satellite_images"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "satellite_index_stats" ADD CONSTRAINT "satellite_index_stats_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "satellite_images_org_id_idx" ON "satellite_images" USING btree ("org_id");--> statement-breakpoint
CREATE UNIQUE INDEX "satellite_images_crop_field_date_key" ON "satellite_images" USING btree ("crop_field_id","image_date");--> statement-breakpoint
CREATE UNIQUE INDEX "satellite_images_tree_field_date_key" ON "satellite_images" USING btree ("tree_field_id","image_date");--> statement-breakpoint
CREATE INDEX "satellite_index_stats_org_id_idx" ON "satellite_index_stats" USING btree ("org_id");