/** Per-field change of one write, as stored in the activity log. */
export type ActivityChanges = Record<string, { from: unknown; to: unknown }>;

/** Fields never compared (they change on every write). */
const IGNORED_FIELDS = new Set(['id', 'org_id', 'created_at', 'updated_at']);
/** Secrets are never copied into the log: only the fact that they changed. */
const SECRET_FIELDS = new Set(['password', 'password_hash']);
export const SECRET_CHANGED = 'changed';

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * The fields that differ between two versions of a record (API field names), as `{ field: { from, to } }`.
 * `before` null is a create (every set field from null), `after` null a delete. Secret fields appear
 * as `{ from: null, to: "changed" }` without their values.
 */
export function diffChanges(beforeRecord: object | null, afterRecord: object | null): ActivityChanges {
  const before = beforeRecord as Record<string, unknown> | null;
  const after = afterRecord as Record<string, unknown> | null;
  const changes: ActivityChanges = {};
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  for (const key of keys) {
    if (IGNORED_FIELDS.has(key)) continue;
    const from = before?.[key] ?? null;
    const to = after?.[key] ?? null;
    if (same(from, to)) continue;
    if (SECRET_FIELDS.has(key)) {
      if (after !== null) changes[key] = { from: null, to: SECRET_CHANGED };
      continue;
    }
    changes[key] = { from, to };
  }
  return changes;
}
