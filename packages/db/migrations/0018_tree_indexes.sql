ALTER TABLE "trees" DROP CONSTRAINT "trees_org_id_code_key";--> statement-breakpoint
DROP INDEX "trees_org_variety_keyset_idx";--> statement-breakpoint
DROP INDEX "trees_org_health_keyset_idx";--> statement-breakpoint
DROP INDEX "trees_org_spot_keyset_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "trees_org_id_code_key" ON "trees" USING btree ("org_id",upper("code") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "trees_org_health_keyset_idx" ON "trees" USING btree ("org_id","health_state","field_id","row","column","id") WHERE "trees"."health_state" <> 'healthy';--> statement-breakpoint
CREATE INDEX "trees_org_spot_keyset_idx" ON "trees" USING btree ("org_id","spot_state","field_id","row","column","id") WHERE "trees"."spot_state" <> 'planted';