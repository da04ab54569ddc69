CREATE TABLE "sensor_readings" (
	"sensor_id" uuid NOT NULL,
	"quantity" text NOT NULL,
	"depth_cm" smallint DEFAULT 0 NOT NULL,
	"measured_at" timestamp with time zone NOT NULL,
	"value" double precision NOT NULL,
	CONSTRAINT "sensor_readings_pkey" PRIMARY KEY("sensor_id","quantity","depth_cm","measured_at")
);
--> statement-breakpoint
CREATE TABLE "sensors" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"code" text NOT NULL,
	"category" text NOT NULL,
	"technology" text NOT NULL,
	"depths_cm" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"crop_field_id" uuid,
	"tree_field_id" uuid,
	"asset_id" uuid,
	"lat" double precision,
	"lng" double precision,
	"installed_on" date,
	"notes" text,
	"battery_pct" double precision,
	"signal_dbm" double precision,
	"last_seen_at" timestamp with time zone,
	"key_hash" text,
	"key_created_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sensors_category_check" CHECK ("sensors"."category" IN ('soil_moisture_probe', 'soil_temperature', 'salinity_ec', 'weather_station', 'flow_meter', 'pressure', 'tank_level', 'trap_counter')),
	CONSTRAINT "sensors_technology_check" CHECK ("sensors"."technology" IN ('lorawan', 'nb_iot', 'cellular', 'wifi', 'wired')),
	CONSTRAINT "sensors_one_field_check" CHECK (num_nonnulls("sensors"."crop_field_id", "sensors"."tree_field_id") <= 1),
	CONSTRAINT "sensors_position_check" CHECK (("sensors"."lat" IS NULL OR "sensors"."lat" BETWEEN -90 AND 90) AND ("sensors"."lng" IS NULL OR "sensors"."lng" BETWEEN -180 AND 180)),
	CONSTRAINT "sensors_depths_check" CHECK (0 < ALL("sensors"."depths_cm") AND 300 >= ALL("sensors"."depths_cm"))
);
--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "code" text DEFAULT substr(md5(gen_random_uuid()::text), 1, 8) NOT NULL;--> statement-breakpoint
ALTER TABLE "sensor_readings" ADD CONSTRAINT "sensor_readings_sensor_id_sensors_id_fk" FOREIGN KEY ("sensor_id") REFERENCES "public"."sensors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sensors" ADD CONSTRAINT "sensors_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sensors" ADD CONSTRAINT "sensors_crop_field_id_crop_fields_id_fk" FOREIGN KEY ("crop_field_id") REFERENCES "public"."crop_fields"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sensors" ADD CONSTRAINT "sensors_tree_field_id_tree_fields_id_fk" FOREIGN KEY ("tree_field_id") REFERENCES "public"."tree_fields"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sensor_readings_measured_at_brin" ON "sensor_readings" USING brin ("measured_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sensors_org_id_code_key" ON "sensors" USING btree ("org_id",upper("code"));--> statement-breakpoint
CREATE UNIQUE INDEX "sensors_key_hash_key" ON "sensors" USING btree ("key_hash");--> statement-breakpoint
CREATE INDEX "sensors_crop_field_id_idx" ON "sensors" USING btree ("crop_field_id");--> statement-breakpoint
CREATE INDEX "sensors_tree_field_id_idx" ON "sensors" USING btree ("tree_field_id");--> statement-breakpoint
CREATE UNIQUE INDEX "organizations_code_key" ON "organizations" USING btree ("code");--> statement-breakpoint
ALTER TABLE "organizations" ADD CONSTRAINT "organizations_code_check" CHECK ("organizations"."code" ~ '^[a-z0-9-]{3,24}$');