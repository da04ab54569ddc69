import { eq } from 'drizzle-orm';
import { siteSettings, type Db } from '@rayyan/db';

/** Platform-wide settings stored as JSON by key. */
export interface SiteSettingsRepository {
  get(key: string): Promise<unknown>;
  put(key: string, value: unknown): Promise<void>;
}

export function createSiteSettingsRepository(db: Db): SiteSettingsRepository {
  return {
    async get(key) {
      const [row] = await db.select({ value: siteSettings.value }).from(siteSettings).where(eq(siteSettings.key, key)).limit(1);
      return row?.value;
    },
    async put(key, value) {
      await db
        .insert(siteSettings)
        .values({ key, value })
        .onConflictDoUpdate({ target: siteSettings.key, set: { value, updatedAt: new Date() } });
    },
  };
}
