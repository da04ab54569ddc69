ALTER TABLE "crop_fields" ADD COLUMN "pivot_towers" integer;--> statement-breakpoint
ALTER TABLE "crop_fields" ADD COLUMN "pivot_length_m" double precision;--> statement-breakpoint
ALTER TABLE "crop_fields" ADD COLUMN "pivot_end_gun" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "crop_fields" ADD COLUMN "pivot_capacity_m3_h" double precision;--> statement-breakpoint
ALTER TABLE "crop_fields" ADD COLUMN "pivot_hours_per_revolution" double precision;--> statement-breakpoint
ALTER TABLE "crop_fields" ADD CONSTRAINT "crop_fields_pivot_machine_check" CHECK (("crop_fields"."pivot_towers" IS NULL OR "crop_fields"."pivot_towers" > 0) AND ("crop_fields"."pivot_length_m" IS NULL OR "crop_fields"."pivot_length_m" > 0) AND ("crop_fields"."pivot_capacity_m3_h" IS NULL OR "crop_fields"."pivot_capacity_m3_h" > 0) AND ("crop_fields"."pivot_hours_per_revolution" IS NULL OR "crop_fields"."pivot_hours_per_revolution" > 0));