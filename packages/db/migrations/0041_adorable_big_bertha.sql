CREATE TABLE "sensor_readings_hourly" (
	"sensor_id" uuid NOT NULL,
	"quantity" text NOT NULL,
	"depth_cm" smallint DEFAULT 0 NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"value_sum" double precision NOT NULL,
	"value_count" integer NOT NULL,
	"value_min" double precision NOT NULL,
	"value_max" double precision NOT NULL,
	CONSTRAINT "sensor_readings_hourly_pkey" PRIMARY KEY("sensor_id","quantity","depth_cm","hour"),
	CONSTRAINT "sensor_readings_hourly_count_check" CHECK ("sensor_readings_hourly"."value_count" > 0 AND "sensor_readings_hourly"."value_min" <= "sensor_readings_hourly"."value_max")
);
--> statement-breakpoint
ALTER TABLE "sensor_readings_hourly" ADD CONSTRAINT "sensor_readings_hourly_sensor_id_sensors_id_fk" FOREIGN KEY ("sensor_id") REFERENCES "public"."sensors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
INSERT INTO "sensor_readings_hourly" ("sensor_id", "quantity", "depth_cm", "hour", "value_sum", "value_count", "value_min", "value_max")
SELECT "sensor_id", "quantity", "depth_cm", date_bin('1 hour', "measured_at", TIMESTAMPTZ '2000-01-01 00:00:00+00'), sum("value"), count(*), min("value"), max("value")
FROM "sensor_readings" GROUP BY 1, 2, 3, 4;
