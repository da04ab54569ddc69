CREATE TABLE "inventories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"farm_id" uuid NOT NULL,
	"tree_field_id" uuid,
	"name" text NOT NULL,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inventory_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"name_en" text NOT NULL,
	"name_ar" text NOT NULL,
	"category" text NOT NULL,
	"unit" text NOT NULL,
	"low_stock_threshold" numeric(14, 3) DEFAULT 0 NOT NULL,
	"active_ingredient" text,
	"pre_harvest_interval_days" integer,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inventory_items_category_check" CHECK ("inventory_items"."category" IN ('fertiliser', 'pesticide', 'seed', 'fuel', 'spare_part', 'tool', 'packaging', 'other')),
	CONSTRAINT "inventory_items_unit_check" CHECK ("inventory_items"."unit" IN ('kg', 'gram', 'tablet', 'dozen', 'meter', 'liter', 'packet')),
	CONSTRAINT "inventory_items_threshold_check" CHECK ("inventory_items"."low_stock_threshold" >= 0),
	CONSTRAINT "inventory_items_phi_check" CHECK ("inventory_items"."pre_harvest_interval_days" IS NULL OR "inventory_items"."pre_harvest_interval_days" BETWEEN 0 AND 365)
);
--> statement-breakpoint
CREATE TABLE "inventory_stock" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"inventory_id" uuid NOT NULL,
	"item_id" uuid NOT NULL,
	"quantity" numeric(14, 3) DEFAULT 0 NOT NULL,
	"unit_cost" numeric(14, 2),
	"inserted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inventory_stock_inventory_id_item_id_key" UNIQUE("inventory_id","item_id"),
	CONSTRAINT "inventory_stock_quantity_check" CHECK ("inventory_stock"."quantity" >= 0),
	CONSTRAINT "inventory_stock_unit_cost_check" CHECK ("inventory_stock"."unit_cost" IS NULL OR "inventory_stock"."unit_cost" >= 0)
);
--> statement-breakpoint
CREATE TABLE "inventory_transactions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"inventory_id" uuid NOT NULL,
	"item_id" uuid NOT NULL,
	"transaction_type" text NOT NULL,
	"quantity" numeric(14, 3) NOT NULL,
	"quantity_after" numeric(14, 3) NOT NULL,
	"unit_cost" numeric(14, 2),
	"supplier_id" uuid,
	"task_id" uuid,
	"transfer_id" uuid,
	"counterpart_inventory_id" uuid,
	"note" text,
	"user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inventory_transactions_type_check" CHECK ("inventory_transactions"."transaction_type" IN ('in', 'out', 'transfer_in', 'transfer_out', 'adjustment')),
	CONSTRAINT "inventory_transactions_quantity_check" CHECK ("inventory_transactions"."transaction_type" = 'adjustment' OR "inventory_transactions"."quantity" > 0),
	CONSTRAINT "inventory_transactions_after_check" CHECK ("inventory_transactions"."quantity_after" >= 0)
);
--> statement-breakpoint
CREATE TABLE "suppliers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"name" text NOT NULL,
	"contact_name" text,
	"phone" text,
	"email" text,
	"country" text,
	"lead_time_days" integer,
	"item_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "suppliers_lead_time_check" CHECK ("suppliers"."lead_time_days" IS NULL OR "suppliers"."lead_time_days" BETWEEN 0 AND 365)
);
--> statement-breakpoint
ALTER TABLE "inventories" ADD CONSTRAINT "inventories_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventories" ADD CONSTRAINT "inventories_farm_id_farms_id_fk" FOREIGN KEY ("farm_id") REFERENCES "public"."farms"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventories" ADD CONSTRAINT "inventories_tree_field_id_tree_fields_id_fk" FOREIGN KEY ("tree_field_id") REFERENCES "public"."tree_fields"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_items" ADD CONSTRAINT "inventory_items_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_stock" ADD CONSTRAINT "inventory_stock_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_stock" ADD CONSTRAINT "inventory_stock_inventory_id_inventories_id_fk" FOREIGN KEY ("inventory_id") REFERENCES "public"."inventories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_stock" ADD CONSTRAINT "inventory_stock_item_id_inventory_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."inventory_items"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_transactions" ADD CONSTRAINT "inventory_transactions_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_transactions" ADD CONSTRAINT "inventory_transactions_inventory_id_inventories_id_fk" FOREIGN KEY ("inventory_id") REFERENCES "public"."inventories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_transactions" ADD CONSTRAINT "inventory_transactions_item_id_inventory_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."inventory_items"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_transactions" ADD CONSTRAINT "inventory_transactions_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_transactions" ADD CONSTRAINT "inventory_transactions_counterpart_inventory_id_inventories_id_fk" FOREIGN KEY ("counterpart_inventory_id") REFERENCES "public"."inventories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_transactions" ADD CONSTRAINT "inventory_transactions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suppliers" ADD CONSTRAINT "suppliers_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inventories_org_id_idx" ON "inventories" USING btree ("org_id");--> statement-breakpoint
CREATE INDEX "inventories_farm_id_idx" ON "inventories" USING btree ("farm_id");--> statement-breakpoint
CREATE UNIQUE INDEX "inventories_farm_id_name_key" ON "inventories" USING btree ("farm_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "inventory_items_org_id_name_en_key" ON "inventory_items" USING btree ("org_id",lower("name_en"));--> statement-breakpoint
CREATE INDEX "inventory_stock_org_item_idx" ON "inventory_stock" USING btree ("org_id","item_id");--> statement-breakpoint
CREATE INDEX "inventory_transactions_inventory_idx" ON "inventory_transactions" USING btree ("inventory_id","created_at");--> statement-breakpoint
CREATE INDEX "inventory_transactions_org_supplier_idx" ON "inventory_transactions" USING btree ("org_id","supplier_id");--> statement-breakpoint
CREATE INDEX "inventory_transactions_org_task_idx" ON "inventory_transactions" USING btree ("org_id","task_id");--> statement-breakpoint
CREATE UNIQUE INDEX "suppliers_org_id_name_key" ON "suppliers" USING btree ("org_id",lower("name"));