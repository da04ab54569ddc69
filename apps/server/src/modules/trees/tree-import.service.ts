import { organizations } from '@rayyan/db';
import { V, dripsWithinTotal, type TreeImportKey, type TreeImportResult, type TreeImportRow, type TreeRecord } from '@rayyan/contracts';
import { diffChanges } from '../../shared/activity-diff';
import { AppError } from '../../shared/app-error';
import { violatedUniqueConstraint } from '../../shared/db-errors';
import type { Actor } from '../../shared/record-service';
import { lockRow } from '../../shared/row-lock.repository';
import { problemRows, rowProblem, type ImportRange } from '../../shared/sheet-import';
import type { Transaction } from '../../shared/unit-of-work';
import type { ContractLimitsService } from '../contract-limits/contract-limits.service';
import type { ImportField, NewTree, TreeFields } from './tree.repository';
import type { TreeRepos } from './trees.service';

type Read = ImportRange<TreeImportKey, TreeImportRow>;

const FIELD_KEYS = ['variety', 'gender', 'productive', 'plantation_date', 'origin_country', 'origin_type', 'health_state', 'spot_state', 'drips_total', 'drips_working', 'drips_broken', 'drips_blocked', 'drip_flow_rate', 'valve'] as const;

/** The fields a row sets (its non-blank cells). */
const changesOf = (row: TreeImportRow): Partial<TreeFields> => Object.fromEntries(FIELD_KEYS.filter((key) => row[key] !== undefined).map((key) => [key, row[key]]));

/** A new tree's fields: the row's, else a planted healthy palm of the field's first variety without drips. */
const newFields = (row: TreeImportRow, field: ImportField): TreeFields => ({
  variety: field.varieties[0] ?? null,
  gender: null,
  productive: false,
  plantation_date: null,
  origin_country: null,
  origin_type: null,
  health_state: 'healthy',
  spot_state: 'planted',
  drips_total: 0,
  drips_working: 0,
  drips_broken: 0,
  drips_blocked: 0,
  drip_flow_rate: null,
  valve: null,
  ...changesOf(row),
});

const upper = (text: string) => text.toUpperCase();
const spotKey = (fieldId: string, row: number, column: number) => `${fieldId}:${row}:${column}`;
/** A row or column number in a code: three digits at least, more for a grid that needs them (as generation writes it). */
const digits = (n: number, count: number) => String(n).padStart(Math.max(3, String(count).length), '0');
/** The code generation gives a spot (`<field code>-R007-C012`), also an imported new tree's without a code. */
const spotCode = (field: ImportField, row: number, column: number) => `${field.code}-R${digits(row, field.rows)}-C${digits(column, field.columns)}`;

interface Plan {
  creates: NewTree[];
  updates: { before: TreeRecord; after: TreeRecord }[];
}

/**
 * Trees from a sheet (issue #12): every row checked against the organisation's tree fields and trees with a constant
 * number of statements, then created and updated in one transaction within the contracted trees, or nothing written.
 */
export function createTreeImportService({ repos, transaction, contract }: { repos: TreeRepos; transaction: Transaction<TreeRepos>; contract: Pick<ContractLimitsService, 'assertWithinContract'> }) {
  /** Resolves each valid row to a tree to create or update; a row's problem is recorded on it (and its `row` dropped). */
  async function plan(trees: TreeRepos['trees'], orgId: string, read: Read): Promise<Plan> {
    const rows = read.rows.filter((r) => r.row);
    const fields = await trees.fieldsByCode(orgId, [...new Set(rows.map((r) => upper(r.row!.field_code)))]);
    const spots: { field_id: string; row: number; column: number }[] = [];
    const codes = new Set<string>();
    for (const r of rows) {
      const { row: data } = r;
      const field = fields.get(upper(data!.field_code));
      if (!field) {
        rowProblem(read, r, 'field_code', V.unknown_tree_field_code);
        continue;
      }
      if (data!.code) codes.add(upper(data!.code));
      if (data!.row !== undefined && data!.column !== undefined) {
        spots.push({ field_id: field.id, row: data!.row, column: data!.column });
        codes.add(upper(spotCode(field, data!.row, data!.column)));
      }
    }
    const existing = await trees.onSpotsOrCodes(orgId, spots, [...codes]);
    const bySpot = new Map(existing.map((t) => [spotKey(t.field_id, t.row, t.column), t]));
    const byCode = new Map(existing.map((t) => [upper(t.code), t]));
    const seenSpots = new Set<string>();
    const seenCodes = new Set<string>();
    const result: Plan = { creates: [], updates: [] };
    for (const r of read.rows) {
      const data = r.row;
      if (!data) continue;
      const field = fields.get(upper(data.field_code))!;
      const hasSpot = data.row !== undefined && data.column !== undefined;
      const atSpot = hasSpot ? bySpot.get(spotKey(field.id, data.row!, data.column!)) : undefined;
      const withCode = data.code ? byCode.get(upper(data.code)) : undefined;
      let target: TreeRecord | undefined;
      if (withCode) {
        if (withCode.field_id !== field.id) rowProblem(read, r, 'code', V.tree_in_other_field);
        else if (hasSpot && atSpot?.id !== withCode.id) rowProblem(read, r, 'code', V.tree_code_not_at_spot);
        else target = withCode;
      } else if (data.code && atSpot) rowProblem(read, r, 'code', V.tree_code_not_at_spot);
      else if (data.code && !hasSpot) rowProblem(read, r, 'code', V.unknown_tree_code);
      else target = atSpot;
      if (!r.row) continue;
      const [row, column] = target ? [target.row, target.column] : [data.row!, data.column!];
      const code = target?.code ?? data.code ?? spotCode(field, row, column);
      if (!target && (row > field.rows || column > field.columns)) rowProblem(read, r, 'row', V.spot_outside_grid);
      else if (!target && byCode.has(upper(code))) rowProblem(read, r, 'code', V.tree_code_taken);
      else if (seenSpots.has(spotKey(field.id, row, column))) rowProblem(read, r, 'row', V.spot_twice_in_sheet);
      else if (seenCodes.has(upper(code))) rowProblem(read, r, 'code', V.code_twice_in_sheet);
      seenSpots.add(spotKey(field.id, row, column));
      seenCodes.add(upper(code));
      if (!r.row) continue;
      if (target) {
        const after = { ...target, ...changesOf(data) };
        if (!dripsWithinTotal(after)) rowProblem(read, r, 'drips_total', V.drips_exceed_total);
        else result.updates.push({ before: target, after });
      } else result.creates.push({ field_id: field.id, code, row, column, ...newFields(data, field) });
    }
    return result;
  }

  return {
    /** The preview's check: problems recorded on the rows; nothing written. */
    check: async (orgId: string, read: Read): Promise<void> => void (await plan(repos.trees, orgId, read)),

    /** Creates and updates every row in one transaction, or 400 rows_invalid / 403 limit_exceeded and nothing written. */
    commit: (actor: Actor, read: Read): Promise<TreeImportResult> =>
      transaction(async (r, tx) => {
        // The organisation's lock serialises contract checks and imports with generation (as `generate` does).
        await lockRow(tx, organizations, actor.orgId, actor.orgId);
        const { creates, updates } = await plan(r.trees, actor.orgId, read);
        const bad = problemRows(read.rows);
        if (bad.length) throw new AppError('rows_invalid', 400, undefined, undefined, undefined, bad);
        await contract.assertWithinContract(tx, actor.orgId, { kind: 'trees', adding: creates.length });
        try {
          await r.trees.insertMany(actor.orgId, creates);
          await r.trees.writeFields(actor.orgId, updates.map((u) => u.after));
        } catch (error) {
          const constraint = violatedUniqueConstraint(error);
          if (constraint === 'trees_field_id_row_column_key') throw new AppError('duplicate_spot', 409);
          if (constraint !== undefined) throw new AppError('duplicate_code', 409);
          throw error;
        }
        const perField = new Map<string, number>();
        for (const tree of creates) perField.set(tree.field_id, (perField.get(tree.field_id) ?? 0) + 1);
        await r.activity.recordMany(actor.orgId, [
          ...[...perField].map(([fieldId, created]) => ({ userId: actor.userId, action: 'create' as const, entity: 'tree_import', entityId: fieldId, changes: { trees_created: { from: null, to: created } } })),
          ...updates.map(({ before, after }) => ({ userId: actor.userId, action: 'update' as const, entity: 'tree', entityId: before.id, changes: diffChanges(before as unknown as Record<string, unknown>, after as unknown as Record<string, unknown>) })),
        ]);
        return { created: creates.length, updated: updates.length };
      }),
  };
}
export type TreeImportService = ReturnType<typeof createTreeImportService>;
