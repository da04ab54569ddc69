CREATE TABLE "pesticides" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"trade_name" text NOT NULL,
	"active_ingredient" text NOT NULL,
	"formulation" text NOT NULL,
	"dose" double precision NOT NULL,
	"dose_unit" text NOT NULL,
	"dose_basis" text NOT NULL,
	"target_pests" text,
	"pre_harvest_interval_days" integer NOT NULL,
	"re_entry_interval_hours" integer NOT NULL,
	"toxicity_class" text NOT NULL,
	"registration_number" text,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pesticides_dose_check" CHECK ("pesticides"."dose" > 0),
	CONSTRAINT "pesticides_intervals_check" CHECK ("pesticides"."pre_harvest_interval_days" >= 0 AND "pesticides"."re_entry_interval_hours" >= 0),
	CONSTRAINT "pesticides_formulation_check" CHECK ("pesticides"."formulation" IN ('EC', 'SC', 'WP', 'WG', 'SL', 'GR', 'DP', 'UL', 'other')),
	CONSTRAINT "pesticides_dose_unit_check" CHECK ("pesticides"."dose_unit" IN ('ml', 'l', 'g', 'kg')),
	CONSTRAINT "pesticides_dose_basis_check" CHECK ("pesticides"."dose_basis" IN ('per_hectare', 'per_feddan', 'per_palm', 'per_100_l')),
	CONSTRAINT "pesticides_toxicity_class_check" CHECK ("pesticides"."toxicity_class" IN ('Ia', 'Ib', 'II', 'III', 'U'))
);
--> statement-breakpoint
ALTER TABLE "pesticides" ADD CONSTRAINT "pesticides_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "pesticides_org_id_trade_name_key" ON "pesticides" USING btree ("org_id",upper("trade_name"));--> statement-breakpoint
CREATE INDEX "pesticides_org_id_idx" ON "pesticides" USING btree ("org_id");