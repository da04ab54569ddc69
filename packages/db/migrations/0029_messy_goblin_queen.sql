CREATE TABLE "tree_records" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"tree_id" uuid NOT NULL,
	"idempotency_key" text NOT NULL,
	"kind" text NOT NULL,
	"changes" jsonb NOT NULL,
	"note" text,
	"state" text DEFAULT 'pending' NOT NULL,
	"recorded_by" uuid,
	"recorded_at" timestamp with time zone NOT NULL,
	"lat" double precision,
	"lng" double precision,
	"reviewed_by" uuid,
	"reviewed_at" timestamp with time zone,
	"reject_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tree_records_kind_check" CHECK ("tree_records"."kind" IN ('health', 'drips', 'spot', 'treatment')),
	CONSTRAINT "tree_records_state_check" CHECK ("tree_records"."state" IN ('pending', 'approved', 'rejected')),
	CONSTRAINT "tree_records_reviewed_check" CHECK (("tree_records"."state" = 'pending') = ("tree_records"."reviewed_at" IS NULL)),
	CONSTRAINT "tree_records_reason_check" CHECK ("tree_records"."state" <> 'rejected' OR "tree_records"."reject_reason" IS NOT NULL)
);
--> statement-breakpoint
ALTER TABLE "tree_records" ADD CONSTRAINT "tree_records_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tree_records" ADD CONSTRAINT "tree_records_tree_id_trees_id_fk" FOREIGN KEY ("tree_id") REFERENCES "public"."trees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tree_records" ADD CONSTRAINT "tree_records_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tree_records" ADD CONSTRAINT "tree_records_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tree_records_idempotency_idx" ON "tree_records" USING btree ("org_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "tree_records_org_state_idx" ON "tree_records" USING btree ("org_id","state","recorded_at");--> statement-breakpoint
CREATE INDEX "tree_records_tree_idx" ON "tree_records" USING btree ("tree_id","recorded_at");