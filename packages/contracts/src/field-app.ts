import { z } from 'zod';
import { SPOT_STATES, TREE_HEALTH_STATES } from './trees';

/**
 * The field app's registry (issue #12, "Scan to record in the field"): the trees of the fields a user works on, kept
 * on the phone (IndexedDB) so that a typed code or a scanned label finds its tree without a connection. Each tree
 * carries its label's signed token, so a scanned label is matched on the phone itself; a forged label matches none.
 * The user's fields are the ones they supervise (the field's supervisors, or the user's supervisory farms); a user
 * with none gets the organisation's tree fields. At most FIELD_REGISTRY_MAX_TREES trees (then `truncated`).
 */
export const FIELD_REGISTRY_MAX_TREES = 25_000;

export const fieldRegistryTreeSchema = z.object({
  id: z.uuid(),
  code: z.string(),
  field_id: z.uuid(),
  row: z.number().int(),
  column: z.number().int(),
  /** The signed token of the tree's QR label (the `/trees/q/<token>` link). */
  token: z.string(),
  health_state: z.enum(TREE_HEALTH_STATES),
  spot_state: z.enum(SPOT_STATES),
  drips_working: z.number().int(),
  drips_broken: z.number().int(),
  drips_blocked: z.number().int(),
});
export type FieldRegistryTree = z.infer<typeof fieldRegistryTreeSchema>;

export const fieldRegistrySchema = z
  .object({
    fields: z.array(z.object({ id: z.uuid(), code: z.string(), name: z.string() })),
    trees: z.array(fieldRegistryTreeSchema),
    /** More trees than FIELD_REGISTRY_MAX_TREES: the first ones (by field, row, column) only. */
    truncated: z.boolean(),
    generated_at: z.string(),
  })
  .meta({ id: 'FieldRegistry' });
export type FieldRegistry = z.infer<typeof fieldRegistrySchema>;

/** The token of a scanned label's link (`https://…/trees/q/<token>`, or the bare path), or null when it is not one. */
export function qrTokenOfLink(text: string): string | null {
  const match = /(?:^|\/)trees\/q\/([A-Za-z0-9_-]{30})\/?$/.exec(text.trim());
  return match ? match[1]! : null;
}
