CREATE TABLE "asset_maintenance" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"asset_id" uuid NOT NULL,
	"date" date NOT NULL,
	"work" text NOT NULL,
	"cost" numeric(14, 2),
	"hours" double precision,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "asset_maintenance_values_check" CHECK (("asset_maintenance"."cost" IS NULL OR "asset_maintenance"."cost" >= 0) AND ("asset_maintenance"."hours" IS NULL OR "asset_maintenance"."hours" >= 0))
);
--> statement-breakpoint
ALTER TABLE "assets" ADD COLUMN "maintenance_every_days" integer;--> statement-breakpoint
ALTER TABLE "assets" ADD COLUMN "maintenance_every_hours" double precision;--> statement-breakpoint
ALTER TABLE "asset_maintenance" ADD CONSTRAINT "asset_maintenance_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_maintenance" ADD CONSTRAINT "asset_maintenance_asset_id_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."assets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "asset_maintenance_asset_id_date_idx" ON "asset_maintenance" USING btree ("asset_id","date");--> statement-breakpoint
ALTER TABLE "assets" ADD CONSTRAINT "assets_maintenance_every_check" CHECK (("assets"."maintenance_every_days" IS NULL OR "assets"."maintenance_every_days" > 0) AND ("assets"."maintenance_every_hours" IS NULL OR "assets"."maintenance_every_hours" > 0));