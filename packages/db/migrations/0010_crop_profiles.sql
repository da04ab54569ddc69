CREATE TABLE "growth_profile_stages" (
	"org_id" uuid NOT NULL,
	"profile_id" uuid NOT NULL,
	"stage" text NOT NULL,
	"days" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "growth_profile_stages_pk" PRIMARY KEY("profile_id","stage"),
	CONSTRAINT "growth_profile_stages_position_unique" UNIQUE("profile_id","position"),
	CONSTRAINT "growth_profile_stages_stage_check" CHECK ("growth_profile_stages"."stage" IN ('initial', 'development', 'mid', 'late')),
	CONSTRAINT "growth_profile_stages_days_check" CHECK ("growth_profile_stages"."days" > 0)
);
--> statement-breakpoint
CREATE TABLE "growth_profiles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"name" text NOT NULL,
	"crop" text NOT NULL,
	"evergreen" boolean DEFAULT false NOT NULL,
	"root_depth_min_m" double precision NOT NULL,
	"root_depth_max_m" double precision NOT NULL,
	"depletion_p" double precision NOT NULL,
	"max_height_m" double precision NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "growth_profiles_org_id_name_unique" UNIQUE("org_id","name"),
	CONSTRAINT "growth_profiles_org_id_id_unique" UNIQUE("org_id","id"),
	CONSTRAINT "growth_profiles_root_depth_check" CHECK ("growth_profiles"."root_depth_min_m" > 0 AND "growth_profiles"."root_depth_min_m" <= "growth_profiles"."root_depth_max_m"),
	CONSTRAINT "growth_profiles_depletion_p_check" CHECK ("growth_profiles"."depletion_p" BETWEEN 0.1 AND 0.8),
	CONSTRAINT "growth_profiles_max_height_check" CHECK ("growth_profiles"."max_height_m" > 0)
);
--> statement-breakpoint
CREATE TABLE "kc_profiles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"name" text NOT NULL,
	"crop" text NOT NULL,
	"kc_ini" double precision NOT NULL,
	"kc_mid" double precision NOT NULL,
	"kc_end" double precision NOT NULL,
	"climate_adjustment" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "kc_profiles_org_id_name_unique" UNIQUE("org_id","name"),
	CONSTRAINT "kc_profiles_kc_ini_check" CHECK ("kc_profiles"."kc_ini" > 0 AND "kc_profiles"."kc_ini" <= 2),
	CONSTRAINT "kc_profiles_kc_mid_check" CHECK ("kc_profiles"."kc_mid" > 0 AND "kc_profiles"."kc_mid" <= 2),
	CONSTRAINT "kc_profiles_kc_end_check" CHECK ("kc_profiles"."kc_end" > 0 AND "kc_profiles"."kc_end" <= 2)
);
--> statement-breakpoint
CREATE TABLE "plant_varieties" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"name" text NOT NULL,
	"crop" text NOT NULL,
	"growth_profile_id" uuid,
	"kc_profile_id" uuid,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "plant_varieties_org_id_crop_name_unique" UNIQUE("org_id","crop","name")
);
--> statement-breakpoint
ALTER TABLE "growth_profile_stages" ADD CONSTRAINT "growth_profile_stages_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "growth_profile_stages" ADD CONSTRAINT "growth_profile_stages_profile_fk" FOREIGN KEY ("org_id","profile_id") REFERENCES "public"."growth_profiles"("org_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "growth_profiles" ADD CONSTRAINT "growth_profiles_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kc_profiles" ADD CONSTRAINT "kc_profiles_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plant_varieties" ADD CONSTRAINT "plant_varieties_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plant_varieties" ADD CONSTRAINT "plant_varieties_growth_profile_id_growth_profiles_id_fk" FOREIGN KEY ("growth_profile_id") REFERENCES "public"."growth_profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plant_varieties" ADD CONSTRAINT "plant_varieties_kc_profile_id_kc_profiles_id_fk" FOREIGN KEY ("kc_profile_id") REFERENCES "public"."kc_profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "growth_profiles_org_id_crop_idx" ON "growth_profiles" USING btree ("org_id","crop");--> statement-breakpoint
CREATE INDEX "kc_profiles_org_id_crop_idx" ON "kc_profiles" USING btree ("org_id","crop");--> statement-breakpoint
CREATE INDEX "plant_varieties_growth_profile_id_idx" ON "plant_varieties" USING btree ("growth_profile_id");--> statement-breakpoint
CREATE INDEX "plant_varieties_kc_profile_id_idx" ON "plant_varieties" USING btree ("kc_profile_id");