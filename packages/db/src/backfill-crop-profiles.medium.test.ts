import { and, count, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { FAO56_CROPS } from '@rayyan/agronomy';
import { growthProfiles, growthProfileStages, kcProfiles } from './crop-profiles.schema';
import { inRolledBackTransaction, migrationStatements } from './migration-testing';
import { buildOrganisation } from './testing';

/** The statements of migration 0013 (organisations created before crop profiles existed get the FAO-56 ones). */
const backfill = migrationStatements('0013_backfill_crop_profiles.sql');

describe('migration 0013: FAO-56 crop profiles for organisations that predate them', () => {
  it("gives an organisation without profiles every crop's growth profile (with stages) and KC profile, once, and leaves one with its own KC profile alone", async () => {
    await inRolledBackTransaction(async (db) => {
      const old = await buildOrganisation(db); // written straight to the table: no profiles, as before migration 0010
      const own = await buildOrganisation(db);
      await db.insert(kcProfiles).values({ orgId: own.id, name: 'Own potato Kc', crop: 'potato', kcIni: 0.5, kcMid: 1.1, kcEnd: 0.7, climateAdjustment: false });
      const run = async () => {
        for (const statement of backfill) await db.execute(sql.raw(statement));
      };
      const rows = async (table: typeof growthProfiles | typeof kcProfiles | typeof growthProfileStages, orgId: string) =>
        (await db.select({ n: count() }).from(table).where(eq(table.orgId, orgId)))[0]!.n;

      await run();
      const crops = Object.values(FAO56_CROPS);
      expect(await rows(growthProfiles, old.id)).toBe(crops.length);
      expect(await rows(kcProfiles, old.id)).toBe(crops.length);
      expect(await rows(growthProfileStages, old.id)).toBe(4 * crops.filter((c) => c.stageLengthsDays).length);
      const [palm] = await db.select().from(growthProfiles).where(and(eq(growthProfiles.name, 'FAO-56 Date palms'), eq(growthProfiles.orgId, old.id)));
      expect(palm).toMatchObject({ crop: 'date_palm', evergreen: true, rootDepthMaxM: 2.5, maxHeightM: 8 });
      // The organisation that already had a KC profile keeps just its own; its growth profiles were empty, so they are filled.
      expect(await rows(kcProfiles, own.id)).toBe(1);
      expect(await rows(growthProfiles, own.id)).toBe(crops.length);

      await run(); // a second run changes nothing
      expect(await rows(growthProfiles, old.id)).toBe(crops.length);
      expect(await rows(growthProfileStages, old.id)).toBe(4 * crops.filter((c) => c.stageLengthsDays).length);
    });
  });
});
