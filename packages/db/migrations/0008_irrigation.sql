CREATE TABLE "irrigation_advice" (
	"field_id" uuid PRIMARY KEY NOT NULL,
	"org_id" uuid NOT NULL,
	"advice" jsonb,
	"explanation" jsonb,
	"reason" text,
	"inputs" jsonb NOT NULL,
	"computed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "irrigation_logs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"field_id" uuid NOT NULL,
	"date" date NOT NULL,
	"water_mm" double precision NOT NULL,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "irrigation_logs_water_check" CHECK ("irrigation_logs"."water_mm" > 0)
);
--> statement-breakpoint
CREATE TABLE "irrigation_settings" (
	"field_id" uuid PRIMARY KEY NOT NULL,
	"org_id" uuid NOT NULL,
	"soil_type" text NOT NULL,
	"application_rate_mm_h" double precision NOT NULL,
	"efficiency" double precision NOT NULL,
	"hold_till" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "irrigation_settings_soil_type_check" CHECK ("irrigation_settings"."soil_type" IN ('sand', 'loamy_sand', 'sandy_loam', 'loam', 'clay')),
	CONSTRAINT "irrigation_settings_efficiency_check" CHECK ("irrigation_settings"."efficiency" BETWEEN 0.5 AND 1),
	CONSTRAINT "irrigation_settings_rate_check" CHECK ("irrigation_settings"."application_rate_mm_h" > 0)
);
--> statement-breakpoint
ALTER TABLE "irrigation_advice" ADD CONSTRAINT "irrigation_advice_field_id_crop_fields_id_fk" FOREIGN KEY ("field_id") REFERENCES "public"."crop_fields"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "irrigation_advice" ADD CONSTRAINT "irrigation_advice_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "irrigation_logs" ADD CONSTRAINT "irrigation_logs_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "irrigation_logs" ADD CONSTRAINT "irrigation_logs_field_id_crop_fields_id_fk" FOREIGN KEY ("field_id") REFERENCES "public"."crop_fields"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "irrigation_settings" ADD CONSTRAINT "irrigation_settings_field_id_crop_fields_id_fk" FOREIGN KEY ("field_id") REFERENCES "public"."crop_fields"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "irrigation_settings" ADD CONSTRAINT "irrigation_settings_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "irrigation_advice_org_id_idx" ON "irrigation_advice" USING btree ("org_id");--> statement-breakpoint
CREATE INDEX "irrigation_logs_org_id_idx" ON "irrigation_logs" USING btree ("org_id");--> statement-breakpoint
CREATE INDEX "irrigation_logs_field_id_date_idx" ON "irrigation_logs" USING btree ("field_id","date");--> statement-breakpoint
CREATE INDEX "irrigation_settings_org_id_idx" ON "irrigation_settings" USING btree ("org_id");