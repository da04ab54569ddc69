import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { FAO56_CROPS } from '@rayyan/agronomy';
import { kcProfiles } from './crop-profiles.schema';
import { seedFao56Profiles } from './crop-profiles.seed';
import { inRolledBackTransaction, migrationStatements } from './migration-testing';
import { buildOrganisation, getTestDatabase } from './testing';

/** The statements of migration 0019 that fill in the basal Kcb of organisations seeded before it. */
const backfill = migrationStatements('0019_kc_profiles_basal.sql', (s) => s.includes('UPDATE'));

describe('migration 0019: FAO-56 Table 17 basal Kcb for KC profiles seeded before it', () => {
  it('gives the untouched FAO-56 KC profiles the Kcb new organisations get, and leaves edited ones and alfalfa (averaged) without', async () => {
    await inRolledBackTransaction(async (db) => {
      const seededNow = await buildOrganisation(db);
      await seedFao56Profiles(db, seededNow.id);
      const seededBefore = await buildOrganisation(db);
      await seedFao56Profiles(db, seededBefore.id);
      // As seeded before migration 0019: no basal values; and one profile whose Kc the organisation changed.
      await db.update(kcProfiles).set({ kcbIni: null, kcbMid: null, kcbEnd: null }).where(eq(kcProfiles.orgId, seededBefore.id));
      await db.update(kcProfiles).set({ kcMid: 1.05 }).where(and(eq(kcProfiles.orgId, seededBefore.id), eq(kcProfiles.crop, 'potato')));
      for (const statement of backfill) await db.execute(sql.raw(statement));

      const basalOf = async (orgId: string) =>
        new Map((await db.select().from(kcProfiles).where(eq(kcProfiles.orgId, orgId))).map((r) => [r.crop, [r.kcbIni, r.kcbMid, r.kcbEnd]]));
      const now = await basalOf(seededNow.id);
      const before = await basalOf(seededBefore.id);
      for (const crop of Object.values(FAO56_CROPS)) {
        const table = crop.basal ? [crop.basal.kcbIni, crop.basal.kcbMid, crop.basal.kcbEnd] : [null, null, null];
        expect(now.get(crop.id), crop.id).toEqual(table);
        expect(before.get(crop.id), crop.id).toEqual(crop.id === 'potato' ? [null, null, null] : table);
      }
      expect(before.get('alfalfa_averaged')).toEqual([null, null, null]);
    });
  });

  it('refuses a KC profile with only some of its Kcb', async () => {
    const { db } = await getTestDatabase();
    const org = await buildOrganisation(db);
    await expect(db.insert(kcProfiles).values({ orgId: org.id, name: 'Half', crop: 'potato', kcIni: 0.5, kcMid: 1.15, kcEnd: 0.75, kcbIni: 0.15 })).rejects.toThrow();
  });
});
