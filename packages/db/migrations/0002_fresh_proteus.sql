CREATE TABLE "contact_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"company" text NOT NULL,
	"country" text,
	"farm_area_feddan" double precision,
	"farm_type" text,
	"message" text NOT NULL,
	"language" text,
	"status" text DEFAULT 'new' NOT NULL,
	"is_spam" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contact_requests_status_check" CHECK ("contact_requests"."status" IN ('new', 'contacted', 'closed')),
	CONSTRAINT "contact_requests_farm_type_check" CHECK ("contact_requests"."farm_type" IS NULL OR "contact_requests"."farm_type" IN ('tree', 'crop'))
);
--> statement-breakpoint
CREATE TABLE "learning_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"kind" text NOT NULL,
	"category" text NOT NULL,
	"title_en" text NOT NULL,
	"title_ar" text NOT NULL,
	"summary_en" text NOT NULL,
	"summary_ar" text NOT NULL,
	"body_en" text DEFAULT '' NOT NULL,
	"body_ar" text DEFAULT '' NOT NULL,
	"image_url" text,
	"video_url" text,
	"published" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "learning_items_slug_unique" UNIQUE("slug"),
	CONSTRAINT "learning_items_kind_check" CHECK ("learning_items"."kind" IN ('article', 'video')),
	CONSTRAINT "learning_items_category_check" CHECK ("learning_items"."category" IN ('irrigation', 'remote_sensing', 'digital_farming', 'crop_nutrition', 'crop_protection', 'alfalfa'))
);
--> statement-breakpoint
CREATE TABLE "site_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "contact_requests_created_idx" ON "contact_requests" USING btree ("is_spam","created_at");