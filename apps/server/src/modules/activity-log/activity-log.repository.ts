import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import { activityLog, users, type Db } from '@rayyan/db';
import type { ActivityEntry } from '@rayyan/contracts';
import type { ActivityChanges } from '../../shared/activity-diff';
import { pageWindow, type Page } from '../../shared/pagination';
import { iso } from '../../shared/unit-of-work';

export interface NewActivity {
  userId: string | null;
  action: 'create' | 'update' | 'delete';
  entity: string;
  entityId: string;
  changes: ActivityChanges;
}

export interface ActivityQuery {
  page: number;
  page_size: number;
  entity?: string | undefined;
  entity_id?: string | undefined;
}

/** The activity log of one organisation. */
export interface ActivityRepository {
  /** Records a write; an update that changed nothing is not recorded. */
  record(orgId: string, entry: NewActivity): Promise<void>;
  /** Records many writes at once (a bulk change: one row per record), leaving out updates that changed nothing. */
  recordMany(orgId: string, entries: readonly NewActivity[]): Promise<void>;
  list(orgId: string, query: ActivityQuery): Promise<Page<ActivityEntry>>;
}

export function createActivityRepository(db: Db): ActivityRepository {
  return {
    async record(orgId, entry) {
      if (entry.action === 'update' && Object.keys(entry.changes).length === 0) return;
      await db.insert(activityLog).values({ orgId, ...entry });
    },
    async recordMany(orgId, entries) {
      const written = entries.filter((entry) => entry.action !== 'update' || Object.keys(entry.changes).length > 0);
      // 1,000 rows per statement keeps it far below PostgreSQL's 65,535 parameters.
      for (let i = 0; i < written.length; i += 1_000) {
        await db.insert(activityLog).values(written.slice(i, i + 1_000).map((entry) => ({ orgId, ...entry })));
      }
    },
    async list(orgId, query) {
      const conditions: SQL[] = [eq(activityLog.orgId, orgId)];
      if (query.entity) conditions.push(eq(activityLog.entity, query.entity));
      if (query.entity_id) conditions.push(eq(activityLog.entityId, query.entity_id));
      const where = and(...conditions);
      const { offset, limit } = pageWindow(query);
      const [total] = await db.select({ n: count() }).from(activityLog).where(where);
      const rows = await db
        .select({ entry: activityLog, userName: users.userName })
        .from(activityLog)
        .leftJoin(users, and(eq(users.id, activityLog.userId), eq(users.orgId, activityLog.orgId)))
        .where(where)
        .orderBy(desc(activityLog.createdAt), desc(activityLog.id))
        .offset(offset)
        .limit(limit);
      return {
        count: total?.n ?? 0,
        page: query.page,
        page_size: query.page_size,
        results: rows.map(({ entry, userName }) => ({
          id: entry.id,
          org_id: entry.orgId,
          user_id: entry.userId,
          user_name: userName,
          action: entry.action,
          entity: entry.entity,
          entity_id: entry.entityId,
          changes: entry.changes,
          created_at: iso(entry.createdAt),
        })),
      };
    },
  };
}
