CREATE TABLE "satellite_refresh_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"crop_field_id" uuid,
	"tree_field_id" uuid,
	"from_date" date NOT NULL,
	"to_date" date NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"done_at" timestamp with time zone,
	"outcome" text,
	CONSTRAINT "satellite_refresh_requests_one_field_check" CHECK (("satellite_refresh_requests"."crop_field_id" IS NULL) <> ("satellite_refresh_requests"."tree_field_id" IS NULL)),
	CONSTRAINT "satellite_refresh_requests_dates_check" CHECK ("satellite_refresh_requests"."from_date" <= "satellite_refresh_requests"."to_date")
);
--> statement-breakpoint
ALTER TABLE "satellite_refresh_requests" ADD CONSTRAINT "satellite_refresh_requests_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "satellite_refresh_requests" ADD CONSTRAINT "satellite_refresh_requests_crop_field_id_crop_fields_id_fk" FOREIGN KEY ("crop_field_id") REFERENCES "public"."crop_fields"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "satellite_refresh_requests" ADD CONSTRAINT "satellite_refresh_requests_tree_field_id_tree_fields_id_fk" FOREIGN KEY ("tree_field_id") REFERENCES "public"."tree_fields"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "satellite_refresh_requests_org_id_idx" ON "satellite_refresh_requests" USING btree ("org_id");--> statement-breakpoint
CREATE INDEX "satellite_refresh_requests_open_idx" ON "satellite_refresh_requests" USING btree ("requested_at") WHERE "satellite_refresh_requests"."done_at" IS NULL;