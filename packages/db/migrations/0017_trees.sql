CREATE TABLE "trees" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"field_id" uuid NOT NULL,
	"code" text NOT NULL,
	"row" integer NOT NULL,
	"column" integer NOT NULL,
	"variety" text,
	"gender" text,
	"productive" boolean DEFAULT false NOT NULL,
	"plantation_date" date,
	"origin_country" text,
	"origin_type" text,
	"health_state" text DEFAULT 'healthy' NOT NULL,
	"spot_state" text DEFAULT 'planted' NOT NULL,
	"drips_total" integer DEFAULT 0 NOT NULL,
	"drips_working" integer DEFAULT 0 NOT NULL,
	"drips_broken" integer DEFAULT 0 NOT NULL,
	"drips_blocked" integer DEFAULT 0 NOT NULL,
	"drip_flow_rate" double precision,
	"valve" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trees_field_id_row_column_key" UNIQUE("field_id","row","column"),
	CONSTRAINT "trees_org_id_code_key" UNIQUE("org_id","code"),
	CONSTRAINT "trees_spot_check" CHECK ("trees"."row" >= 1 AND "trees"."column" >= 1),
	CONSTRAINT "trees_health_state_check" CHECK ("trees"."health_state" IN ('healthy', 'infected', 'treated_or_healing', 'recently_healed', 'dead')),
	CONSTRAINT "trees_spot_state_check" CHECK ("trees"."spot_state" IN ('planted', 'empty', 'valve', 'stone_soil', 'water_pipe', 'water_pump', 'occupied', 'road')),
	CONSTRAINT "trees_gender_check" CHECK ("trees"."gender" IS NULL OR "trees"."gender" IN ('female', 'male')),
	CONSTRAINT "trees_origin_type_check" CHECK ("trees"."origin_type" IS NULL OR "trees"."origin_type" IN ('tissue', 'sprout')),
	CONSTRAINT "trees_drips_check" CHECK ("trees"."drips_total" >= 0 AND "trees"."drips_working" >= 0 AND "trees"."drips_broken" >= 0 AND "trees"."drips_blocked" >= 0 AND "trees"."drips_working" + "trees"."drips_broken" + "trees"."drips_blocked" <= "trees"."drips_total"),
	CONSTRAINT "trees_drip_flow_rate_check" CHECK ("trees"."drip_flow_rate" IS NULL OR "trees"."drip_flow_rate" > 0)
);
--> statement-breakpoint
ALTER TABLE "trees" ADD CONSTRAINT "trees_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trees" ADD CONSTRAINT "trees_field_id_tree_fields_id_fk" FOREIGN KEY ("field_id") REFERENCES "public"."tree_fields"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "trees_org_keyset_idx" ON "trees" USING btree ("org_id","field_id","row","column","id");--> statement-breakpoint
CREATE INDEX "trees_org_health_keyset_idx" ON "trees" USING btree ("org_id","health_state","field_id","row","column","id");--> statement-breakpoint
CREATE INDEX "trees_org_spot_keyset_idx" ON "trees" USING btree ("org_id","spot_state","field_id","row","column","id");--> statement-breakpoint
CREATE INDEX "trees_org_variety_keyset_idx" ON "trees" USING btree ("org_id","variety","field_id","row","column","id");