CREATE TABLE "crop_rotations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"crop_field_id" uuid NOT NULL,
	"crop" text NOT NULL,
	"variety" text,
	"plantation_type" text NOT NULL,
	"planting_date" date NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"ended_at" timestamp with time zone,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "crop_rotations_plantation_type_check" CHECK ("crop_rotations"."plantation_type" IN ('direct_seeding', 'transplanting', 'seed_tubers', 'cuttings', 'other')),
	CONSTRAINT "crop_rotations_status_check" CHECK ("crop_rotations"."status" IN ('active', 'ended'))
);
--> statement-breakpoint
ALTER TABLE "crop_rotations" ADD CONSTRAINT "crop_rotations_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crop_rotations" ADD CONSTRAINT "crop_rotations_crop_field_id_crop_fields_id_fk" FOREIGN KEY ("crop_field_id") REFERENCES "public"."crop_fields"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "crop_rotations_org_id_idx" ON "crop_rotations" USING btree ("org_id");--> statement-breakpoint
CREATE INDEX "crop_rotations_crop_field_id_idx" ON "crop_rotations" USING btree ("crop_field_id","planting_date");