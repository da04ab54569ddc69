CREATE TABLE "qr_exports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"created_by" uuid,
	"label_size" text NOT NULL,
	"farm_id" uuid,
	"field_id" uuid,
	"from_row" integer,
	"to_row" integer,
	"tree_codes" text[] DEFAULT '{}'::text[] NOT NULL,
	"label_count" integer DEFAULT 0 NOT NULL,
	"state" text DEFAULT 'queued' NOT NULL,
	"file_key" text,
	"file_size" bigint,
	"error" text,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "qr_exports_state_check" CHECK ("qr_exports"."state" IN ('queued', 'running', 'done', 'failed', 'cancelled')),
	CONSTRAINT "qr_exports_rows_check" CHECK ("qr_exports"."from_row" IS NULL OR "qr_exports"."to_row" IS NULL OR "qr_exports"."from_row" <= "qr_exports"."to_row"),
	CONSTRAINT "qr_exports_label_count_check" CHECK ("qr_exports"."label_count" >= 0)
);
--> statement-breakpoint
ALTER TABLE "qr_exports" ADD CONSTRAINT "qr_exports_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qr_exports" ADD CONSTRAINT "qr_exports_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qr_exports" ADD CONSTRAINT "qr_exports_farm_id_farms_id_fk" FOREIGN KEY ("farm_id") REFERENCES "public"."farms"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qr_exports" ADD CONSTRAINT "qr_exports_field_id_tree_fields_id_fk" FOREIGN KEY ("field_id") REFERENCES "public"."tree_fields"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "qr_exports_org_created_idx" ON "qr_exports" USING btree ("org_id","created_at");