CREATE TABLE "lab_sample_properties" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"sample_id" uuid NOT NULL,
	"position" smallint NOT NULL,
	"parameter" text NOT NULL,
	"result" double precision NOT NULL,
	"unit" text DEFAULT '' NOT NULL,
	CONSTRAINT "lab_sample_properties_parameter_check" CHECK ("lab_sample_properties"."parameter" IN ('clay', 'sand', 'silt', 'ph', 'moisture', 'ec', 'organic_matter', 'whc', 'caco3', 'carbonate', 'bicarbonate', 'chloride', 'sulfate', 'sulfur', 'cec', 'esp', 'sar', 'calcium', 'magnesium', 'sodium', 'potassium', 'nitrogen', 'phosphorus', 'boron', 'iron', 'zinc', 'manganese', 'copper', 'lead', 'cadmium', 'nickel')),
	CONSTRAINT "lab_sample_properties_result_check" CHECK ("lab_sample_properties"."result" >= 0 AND ("lab_sample_properties"."parameter" <> 'ph' OR "lab_sample_properties"."result" <= 14))
);
--> statement-breakpoint
CREATE TABLE "lab_samples" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"name" text NOT NULL,
	"code" text NOT NULL,
	"sample_type" text NOT NULL,
	"analysis_type" text,
	"laboratory" text,
	"sample_date" date NOT NULL,
	"sent_on" date,
	"received_on" date,
	"result_on" date,
	"captured_by" text,
	"lat" double precision,
	"lng" double precision,
	"note" text,
	"crop_field_id" uuid,
	"tree_field_id" uuid,
	"status" text DEFAULT 'open' NOT NULL,
	"report_key" text,
	"report_file_name" text,
	"report_content_type" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lab_samples_type_check" CHECK ("lab_samples"."sample_type" IN ('soil', 'water', 'tissue')),
	CONSTRAINT "lab_samples_status_check" CHECK ("lab_samples"."status" IN ('open', 'ended')),
	CONSTRAINT "lab_samples_one_field_check" CHECK (num_nonnulls("lab_samples"."crop_field_id", "lab_samples"."tree_field_id") <= 1),
	CONSTRAINT "lab_samples_position_check" CHECK (("lab_samples"."lat" IS NULL OR "lab_samples"."lat" BETWEEN -90 AND 90) AND ("lab_samples"."lng" IS NULL OR "lab_samples"."lng" BETWEEN -180 AND 180)),
	CONSTRAINT "lab_samples_dates_check" CHECK (coalesce("lab_samples"."sent_on", "lab_samples"."sample_date") >= "lab_samples"."sample_date" AND coalesce("lab_samples"."received_on", "lab_samples"."sent_on", "lab_samples"."sample_date") >= coalesce("lab_samples"."sent_on", "lab_samples"."sample_date") AND coalesce("lab_samples"."result_on", "lab_samples"."received_on", "lab_samples"."sent_on", "lab_samples"."sample_date") >= coalesce("lab_samples"."received_on", "lab_samples"."sent_on", "lab_samples"."sample_date"))
);
--> statement-breakpoint
ALTER TABLE "lab_sample_properties" ADD CONSTRAINT "lab_sample_properties_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_sample_properties" ADD CONSTRAINT "lab_sample_properties_sample_id_lab_samples_id_fk" FOREIGN KEY ("sample_id") REFERENCES "public"."lab_samples"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_samples" ADD CONSTRAINT "lab_samples_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_samples" ADD CONSTRAINT "lab_samples_crop_field_id_crop_fields_id_fk" FOREIGN KEY ("crop_field_id") REFERENCES "public"."crop_fields"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_samples" ADD CONSTRAINT "lab_samples_tree_field_id_tree_fields_id_fk" FOREIGN KEY ("tree_field_id") REFERENCES "public"."tree_fields"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "lab_sample_properties_sample_id_parameter_key" ON "lab_sample_properties" USING btree ("sample_id","parameter");--> statement-breakpoint
CREATE INDEX "lab_sample_properties_org_id_idx" ON "lab_sample_properties" USING btree ("org_id");--> statement-breakpoint
CREATE UNIQUE INDEX "lab_samples_org_id_code_key" ON "lab_samples" USING btree ("org_id",upper("code"));--> statement-breakpoint
CREATE INDEX "lab_samples_crop_field_id_idx" ON "lab_samples" USING btree ("crop_field_id","sample_date");--> statement-breakpoint
CREATE INDEX "lab_samples_tree_field_id_idx" ON "lab_samples" USING btree ("tree_field_id","sample_date");