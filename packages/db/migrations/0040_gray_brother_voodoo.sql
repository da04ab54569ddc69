ALTER TABLE "program_template_tasks" ADD COLUMN "title_ar" text;--> statement-breakpoint
ALTER TABLE "program_templates" ADD COLUMN "name_ar" text;--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "title_ar" text;