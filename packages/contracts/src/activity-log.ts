import { z } from 'zod';
import { listQuerySchema } from './common';

export const ACTIVITY_ACTIONS = ['create', 'update', 'delete'] as const;

/** One recorded write: who, when, which record, and what changed (before → after per field). */
export const activityEntrySchema = z
  .object({
    id: z.uuid(),
    org_id: z.uuid(),
    user_id: z.uuid().nullable(),
    user_name: z.string().nullable(),
    action: z.enum(ACTIVITY_ACTIONS),
    entity: z.string(),
    entity_id: z.string(),
    changes: z.record(z.string(), z.object({ from: z.unknown(), to: z.unknown() })),
    created_at: z.string(),
  })
  .meta({ id: 'ActivityEntry' });
export type ActivityEntry = z.infer<typeof activityEntrySchema>;

export const activityListQuerySchema = listQuerySchema.extend({
  entity: z.string().max(50).optional(),
  entity_id: z.string().max(100).optional(),
});
