ALTER TABLE "irrigation_advice" DROP CONSTRAINT "irrigation_advice_field_id_crop_fields_id_fk";
--> statement-breakpoint
ALTER TABLE "irrigation_logs" DROP CONSTRAINT "irrigation_logs_field_id_crop_fields_id_fk";
--> statement-breakpoint
ALTER TABLE "irrigation_settings" DROP CONSTRAINT "irrigation_settings_field_id_crop_fields_id_fk";
--> statement-breakpoint
ALTER TABLE "tree_fields" ADD COLUMN "irrigation_advisory_enabled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "irrigation_advice" ADD COLUMN "crop_field_id" uuid;--> statement-breakpoint
ALTER TABLE "irrigation_advice" ADD COLUMN "tree_field_id" uuid;--> statement-breakpoint
ALTER TABLE "irrigation_logs" ADD COLUMN "crop_field_id" uuid;--> statement-breakpoint
ALTER TABLE "irrigation_logs" ADD COLUMN "tree_field_id" uuid;--> statement-breakpoint
ALTER TABLE "irrigation_settings" ADD COLUMN "crop_field_id" uuid;--> statement-breakpoint
ALTER TABLE "irrigation_settings" ADD COLUMN "tree_field_id" uuid;--> statement-breakpoint
ALTER TABLE "irrigation_settings" ADD COLUMN "drips_per_tree" integer DEFAULT 4 NOT NULL;--> statement-breakpoint
ALTER TABLE "irrigation_settings" ADD COLUMN "drip_flow_lph" double precision DEFAULT 8 NOT NULL;--> statement-breakpoint
ALTER TABLE "irrigation_settings" ADD COLUMN "valve_name" text;--> statement-breakpoint
ALTER TABLE "irrigation_settings" ADD COLUMN "valve_code" text;--> statement-breakpoint
-- Hand-added: rows written before this migration belong to crop fields.
UPDATE "irrigation_advice" SET "crop_field_id" = "field_id";--> statement-breakpoint
UPDATE "irrigation_logs" SET "crop_field_id" = "field_id";--> statement-breakpoint
UPDATE "irrigation_settings" SET "crop_field_id" = "field_id";--> statement-breakpoint
ALTER TABLE "irrigation_advice" ADD CONSTRAINT "irrigation_advice_crop_field_id_crop_fields_id_fk" FOREIGN KEY ("crop_field_id") REFERENCES "public"."crop_fields"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "irrigation_advice" ADD CONSTRAINT "irrigation_advice_tree_field_id_tree_fields_id_fk" FOREIGN KEY ("tree_field_id") REFERENCES "public"."tree_fields"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "irrigation_logs" ADD CONSTRAINT "irrigation_logs_crop_field_id_crop_fields_id_fk" FOREIGN KEY ("crop_field_id") REFERENCES "public"."crop_fields"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "irrigation_logs" ADD CONSTRAINT "irrigation_logs_tree_field_id_tree_fields_id_fk" FOREIGN KEY ("tree_field_id") REFERENCES "public"."tree_fields"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "irrigation_settings" ADD CONSTRAINT "irrigation_settings_crop_field_id_crop_fields_id_fk" FOREIGN KEY ("crop_field_id") REFERENCES "public"."crop_fields"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "irrigation_settings" ADD CONSTRAINT "irrigation_settings_tree_field_id_tree_fields_id_fk" FOREIGN KEY ("tree_field_id") REFERENCES "public"."tree_fields"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "irrigation_advice" ADD CONSTRAINT "irrigation_advice_field_check" CHECK ("irrigation_advice"."field_id" = coalesce("irrigation_advice"."crop_field_id", "irrigation_advice"."tree_field_id") AND num_nonnulls("irrigation_advice"."crop_field_id", "irrigation_advice"."tree_field_id") = 1);--> statement-breakpoint
ALTER TABLE "irrigation_logs" ADD CONSTRAINT "irrigation_logs_field_check" CHECK ("irrigation_logs"."field_id" = coalesce("irrigation_logs"."crop_field_id", "irrigation_logs"."tree_field_id") AND num_nonnulls("irrigation_logs"."crop_field_id", "irrigation_logs"."tree_field_id") = 1);--> statement-breakpoint
ALTER TABLE "irrigation_settings" ADD CONSTRAINT "irrigation_settings_drips_check" CHECK ("irrigation_settings"."drips_per_tree" BETWEEN 1 AND 64 AND "irrigation_settings"."drip_flow_lph" > 0);--> statement-breakpoint
ALTER TABLE "irrigation_settings" ADD CONSTRAINT "irrigation_settings_field_check" CHECK ("irrigation_settings"."field_id" = coalesce("irrigation_settings"."crop_field_id", "irrigation_settings"."tree_field_id") AND num_nonnulls("irrigation_settings"."crop_field_id", "irrigation_settings"."tree_field_id") = 1);