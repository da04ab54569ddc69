ALTER TABLE "inventories" DROP CONSTRAINT "inventories_farm_id_farms_id_fk";
--> statement-breakpoint
ALTER TABLE "inventories" ADD CONSTRAINT "inventories_farm_id_farms_id_fk" FOREIGN KEY ("farm_id") REFERENCES "public"."farms"("id") ON DELETE cascade ON UPDATE no action;