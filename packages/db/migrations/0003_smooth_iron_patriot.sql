CREATE TABLE "activity_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"user_id" uuid,
	"action" text NOT NULL,
	"entity" text NOT NULL,
	"entity_id" text NOT NULL,
	"changes" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "activity_log_action_check" CHECK ("activity_log"."action" IN ('create', 'update', 'delete'))
);
--> statement-breakpoint
CREATE TABLE "farm_owners" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"name" text NOT NULL,
	"contact" text,
	"phone" text,
	"email" text,
	"center_lat" double precision NOT NULL,
	"center_lng" double precision NOT NULL,
	"gmt_offset" numeric(4, 2) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "farm_owners_center_check" CHECK ("farm_owners"."center_lat" BETWEEN -90 AND 90 AND "farm_owners"."center_lng" BETWEEN -180 AND 180)
);
--> statement-breakpoint
CREATE TABLE "labors" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"code" text,
	"name" text NOT NULL,
	"phone" text,
	"national_id" text,
	"nationality" text,
	"salary" numeric(14, 2) NOT NULL,
	"salary_period" text NOT NULL,
	"currency" text NOT NULL,
	"join_date" date NOT NULL,
	"leave_date" date,
	"leaving_reason" text,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "labors_salary_period_check" CHECK ("labors"."salary_period" IN ('daily', 'weekly', 'monthly')),
	CONSTRAINT "labors_currency_check" CHECK ("labors"."currency" IN ('USD', 'EGP', 'EUR', 'KWD', 'SAR', 'AED', 'QAR', 'BHD', 'OMR', 'JOD', 'GBP', 'CHF', 'CNY', 'INR', 'PKR', 'SDG', 'MAD', 'TND')),
	CONSTRAINT "labors_leaving_reason_check" CHECK ("labors"."leaving_reason" IN ('resignation', 'termination', 'end_of_contract')),
	CONSTRAINT "labors_leaving_reason_needs_date_check" CHECK ("labors"."leaving_reason" IS NULL OR "labors"."leave_date" IS NOT NULL)
);
--> statement-breakpoint
CREATE TABLE "policies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"name" text NOT NULL,
	"template" text NOT NULL,
	"permissions" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "policies_org_id_name_unique" UNIQUE("org_id","name"),
	CONSTRAINT "policies_org_id_id_unique" UNIQUE("org_id","id"),
	CONSTRAINT "policies_template_check" CHECK ("policies"."template" IN ('full_access', 'view_only', 'farm_operations', 'field_worker'))
);
--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "is_active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "contracted_area_feddan" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "contracted_fields" integer;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "contracted_trees" integer;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "services" jsonb DEFAULT '{"hd_satellite_imagery":false,"chatbot":false,"advanced_irrigation":false}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "message_honorofics" text;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "message_name" text;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "message_text" text;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "message_action" text DEFAULT 'normal' NOT NULL;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "notification_status" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "message_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "message_updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "user_code" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "honorofics" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "whatsapp" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "salary" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "education" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "rating" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "role" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "designation" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "join_date" date;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "leave_date" date;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "current_in_service" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "farming_responsibility" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "non_farming_responsibility" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "supervisor_id" uuid;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "policy_id" uuid;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "profile_image" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "supervisory_farm_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "dismissed_message_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "activity_log" ADD CONSTRAINT "activity_log_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_log" ADD CONSTRAINT "activity_log_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "farm_owners" ADD CONSTRAINT "farm_owners_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "labors" ADD CONSTRAINT "labors_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policies" ADD CONSTRAINT "policies_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activity_log_org_id_created_at_idx" ON "activity_log" USING btree ("org_id","created_at");--> statement-breakpoint
CREATE INDEX "activity_log_org_id_entity_idx" ON "activity_log" USING btree ("org_id","entity","entity_id");--> statement-breakpoint
CREATE INDEX "farm_owners_org_id_idx" ON "farm_owners" USING btree ("org_id");--> statement-breakpoint
CREATE INDEX "labors_org_id_idx" ON "labors" USING btree ("org_id");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_policy_same_org_fk" FOREIGN KEY ("org_id","policy_id") REFERENCES "public"."policies"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "users_org_id_id_unique" ON "users" USING btree ("org_id","id");--> statement-breakpoint
ALTER TABLE "organizations" ADD CONSTRAINT "organizations_message_action_check" CHECK ("organizations"."message_action" IN ('normal', 'logout'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_whatsapp_format_check" CHECK ("users"."whatsapp" ~ '^\+[0-9]{6,15}$');--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_rating_check" CHECK ("users"."rating" BETWEEN 0 AND 5);--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_honorofics_check" CHECK ("users"."honorofics" IN ('mr', 'mrs', 'ms', 'dr', 'eng', 'prof'));