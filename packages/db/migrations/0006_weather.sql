CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"message" text NOT NULL,
	"farm_id" uuid,
	"alert_id" uuid,
	"dedupe_key" text NOT NULL,
	"priority" text DEFAULT 'normal' NOT NULL,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notifications_kind_check" CHECK ("notifications"."kind" IN ('weather_alert')),
	CONSTRAINT "notifications_priority_check" CHECK ("notifications"."priority" IN ('normal', 'high'))
);
--> statement-breakpoint
CREATE TABLE "spray_settings" (
	"org_id" uuid PRIMARY KEY NOT NULL,
	"settings" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "weather_alerts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"name" text NOT NULL,
	"farm_id" uuid,
	"start_date" date,
	"end_date" date,
	"always_active" boolean DEFAULT false NOT NULL,
	"hourly" boolean DEFAULT false NOT NULL,
	"type" text NOT NULL,
	"min_threshold" double precision,
	"max_threshold" double precision,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "weather_alerts_type_check" CHECK ("weather_alerts"."type" IN ('temperature', 'humidity', 'heat', 'cold', 'speed', 'rain')),
	CONSTRAINT "weather_alerts_dates_check" CHECK ("weather_alerts"."always_active" OR ("weather_alerts"."start_date" IS NOT NULL AND "weather_alerts"."end_date" IS NOT NULL AND "weather_alerts"."end_date" >= "weather_alerts"."start_date")),
	CONSTRAINT "weather_alerts_threshold_check" CHECK ("weather_alerts"."min_threshold" IS NOT NULL OR "weather_alerts"."max_threshold" IS NOT NULL)
);
--> statement-breakpoint
CREATE TABLE "weather_forecasts" (
	"farm_id" uuid PRIMARY KEY NOT NULL,
	"org_id" uuid NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"source" text NOT NULL,
	"timezone" text NOT NULL,
	"fetched_at" timestamp with time zone NOT NULL,
	"hours" jsonb NOT NULL,
	"days" jsonb NOT NULL,
	CONSTRAINT "weather_forecasts_source_check" CHECK ("weather_forecasts"."source" IN ('open_meteo', 'simulated'))
);
--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_farm_id_farms_id_fk" FOREIGN KEY ("farm_id") REFERENCES "public"."farms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_alert_id_weather_alerts_id_fk" FOREIGN KEY ("alert_id") REFERENCES "public"."weather_alerts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spray_settings" ADD CONSTRAINT "spray_settings_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "weather_alerts" ADD CONSTRAINT "weather_alerts_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "weather_alerts" ADD CONSTRAINT "weather_alerts_farm_id_farms_id_fk" FOREIGN KEY ("farm_id") REFERENCES "public"."farms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "weather_forecasts" ADD CONSTRAINT "weather_forecasts_farm_id_farms_id_fk" FOREIGN KEY ("farm_id") REFERENCES "public"."farms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "weather_forecasts" ADD CONSTRAINT "weather_forecasts_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notifications_org_id_created_at_idx" ON "notifications" USING btree ("org_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_org_id_dedupe_key_key" ON "notifications" USING btree ("org_id","dedupe_key");--> statement-breakpoint
CREATE INDEX "weather_alerts_org_id_idx" ON "weather_alerts" USING btree ("org_id");--> statement-breakpoint
CREATE INDEX "weather_forecasts_org_id_idx" ON "weather_forecasts" USING btree ("org_id");