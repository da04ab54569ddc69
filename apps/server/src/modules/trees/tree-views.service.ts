import {
  AGE_BUCKETS,
  GRID_MAX_VARIETIES,
  GRID_NO_TREE,
  HEALTH_CHANGE_WEEKS,
  SPOT_STATES,
  TREE_DRIPS_STATUSES,
  TREE_GENDERS,
  TREE_GRID_MAX_SPOTS,
  TREE_BULK_MAX,
  TREE_HEALTH_STATES,
  treeAgeBucket,
  type TreeGrid,
  type TreeGridIds,
  type TreeGridIdsQuery,
  type TreeSummary,
} from '@rayyan/contracts';
import { AppError } from '../../shared/app-error';
import type { TreeRepository } from './tree.repository';
import { GRID_CODE, type SummaryRow, type TreeViewsRepository } from './tree-views.repository';

export interface TreeViewsDeps {
  trees: Pick<TreeRepository, 'gridField'>;
  views: TreeViewsRepository;
  /** `YYYY-MM-DD` of the clock's today (ages, the weeks of health changes). */
  today: () => string;
}

const zeros = <K extends string>(keys: readonly K[]) => Object.fromEntries(keys.map((key) => [key, 0])) as Record<K, number>;

/** GROUPING(health, spot, variety, gender, productive, age) of each grouping set: 0 bits for the grouped column. */
const GROUPED_BY = { health: 0b011111, spot: 0b101111, variety: 0b110111, gender: 0b111011, productive: 0b111101, age: 0b111110, all: 0b111111 } as const;

/** The `YYYY-MM-DD` Mondays of the last `weeks` weeks (UTC), oldest first, the last one of `today`'s week. */
export function lastMondays(today: string, weeks: number): string[] {
  const day = new Date(`${today}T00:00:00Z`);
  const monday = day.getTime() - ((day.getUTCDay() + 6) % 7) * 86_400_000;
  return Array.from({ length: weeks }, (_, i) => new Date(monday - (weeks - 1 - i) * 7 * 86_400_000).toISOString().slice(0, 10));
}

/** The base-36 digit of a code 0-35. */
const DIGIT = Array.from({ length: 36 }, (_, i) => i.toString(36).charCodeAt(0));

/**
 * The four layers of a grid of rows × columns from the repository's integer codes (GRID_CODE: spot, health, spot
 * state, drips, variety), one character per spot; spots without a record keep `.`.
 */
export function gridLayers(codes: readonly number[], rows: number, columns: number): [health: string, spot: string, drips: string, variety: string] {
  const [health, spot, drips, variety] = [0, 1, 2, 3].map(() => Buffer.alloc(rows * columns, GRID_NO_TREE));
  for (const code of codes) {
    const at = Math.floor(code / GRID_CODE.spot);
    health![at] = DIGIT[(code >> 10) & 7]!;
    spot![at] = DIGIT[(code >> 7) & 7]!;
    drips![at] = DIGIT[(code >> 4) & 7]!;
    variety![at] = DIGIT[code & 15]!;
  }
  return [health!.toString('latin1'), spot!.toString('latin1'), drips!.toString('latin1'), variety!.toString('latin1')];
}

/** The grid screen's spot map and the tree dashboard's counts (issue #12). */
export function createTreeViewsService({ trees, views, today }: TreeViewsDeps) {
  return {
    /** The field's spots as code strings (see `treeGridSchema`); 404 for a field not of the organisation. */
    async grid(orgId: string, fieldId: string): Promise<TreeGrid> {
      const field = await trees.gridField(orgId, fieldId);
      if (!field) throw new AppError('not_found', 404);
      if (field.rows * field.columns > TREE_GRID_MAX_SPOTS) throw new AppError('grid_map_too_large', 400);
      const varieties = field.varieties.slice(0, GRID_MAX_VARIETIES);
      let found = await views.gridCodes(orgId, fieldId, field.columns, varieties);
      // The field's grid, grown to any tree outside it (a field made smaller after its trees were generated).
      const rows = Math.max(field.rows, found.max_row);
      const columns = Math.max(field.columns, found.max_column);
      if (rows * columns > TREE_GRID_MAX_SPOTS) throw new AppError('grid_map_too_large', 400);
      if (columns !== field.columns) found = await views.gridCodes(orgId, fieldId, columns, varieties);
      const [health, spot, drips, variety] = gridLayers(found.codes, rows, columns);
      return {
        field_id: fieldId,
        field_code: field.code,
        rows,
        columns,
        trees: found.count,
        health_states: [...TREE_HEALTH_STATES],
        spot_states: [...SPOT_STATES],
        drips_statuses: [...TREE_DRIPS_STATUSES],
        varieties,
        health,
        spot,
        drips,
        variety,
      };
    },

    /** Ids of the records in a box of the field's grid, row by row (404 for a field not of the organisation; too_many_trees past TREE_BULK_MAX). */
    async gridIds(orgId: string, fieldId: string, box: TreeGridIdsQuery): Promise<TreeGridIds> {
      if (!(await trees.gridField(orgId, fieldId))) throw new AppError('not_found', 404);
      const ids = await views.idsInBox(orgId, fieldId, { fromRow: box.from_row, toRow: box.to_row, fromColumn: box.from_column, toColumn: box.to_column }, TREE_BULK_MAX + 1);
      if (ids.length > TREE_BULK_MAX) throw new AppError('too_many_trees', 400);
      return { ids };
    },

    /** Counts of the organisation's trees, or one farm's (404 for a farm not of the organisation). */
    async summary(orgId: string, farmId: string | undefined): Promise<TreeSummary> {
      if (farmId && !(await views.farmExists(orgId, farmId))) throw new AppError('not_found', 404);
      const day = today();
      const weeks = lastMondays(day, HEALTH_CHANGE_WEEKS);
      const [rows, changes, pending] = await Promise.all([
        views.summaryRows(orgId, farmId, day),
        views.healthChanges(orgId, farmId, `${weeks[0]}T00:00:00Z`),
        views.pendingRecords(orgId, farmId),
      ]);
      const of = (set: number) => rows.filter((row) => row.grouping === set);
      const total: Partial<SummaryRow> = of(GROUPED_BY.all)[0] ?? {};
      const summary: TreeSummary = {
        farm_id: farmId ?? null,
        trees: total.trees ?? 0,
        health_states: zeros(TREE_HEALTH_STATES),
        spot_states: zeros(SPOT_STATES),
        genders: zeros([...TREE_GENDERS, 'unknown'] as const),
        productive: { yes: 0, no: 0 },
        age_buckets: zeros([...AGE_BUCKETS, 'unknown'] as const),
        varieties: of(GROUPED_BY.variety)
          .map((row) => ({ variety: row.variety, trees: row.trees }))
          .sort((a, b) => b.trees - a.trees || (a.variety ?? '\uffff').localeCompare(b.variety ?? '\uffff')),
        drips: {
          total: total.drips_total ?? 0,
          working: total.drips_working ?? 0,
          broken: total.drips_broken ?? 0,
          blocked: total.drips_blocked ?? 0,
          trees_with_broken: total.with_broken ?? 0,
          trees_with_blocked: total.with_blocked ?? 0,
        },
        health_changes: weeks.map((week) => ({ week, changes: zeros(TREE_HEALTH_STATES) })),
        records_pending: pending,
      };
      for (const row of of(GROUPED_BY.health)) summary.health_states[row.health_state as keyof TreeSummary['health_states']] = row.trees;
      for (const row of of(GROUPED_BY.spot)) summary.spot_states[row.spot_state as keyof TreeSummary['spot_states']] = row.trees;
      for (const row of of(GROUPED_BY.gender)) summary.genders[(row.gender ?? 'unknown') as keyof TreeSummary['genders']] = row.trees;
      for (const row of of(GROUPED_BY.productive)) summary.productive[row.productive ? 'yes' : 'no'] += row.trees;
      for (const row of of(GROUPED_BY.age)) summary.age_buckets[treeAgeBucket(row.age) ?? 'unknown'] += row.trees;
      for (const change of changes) {
        const week = summary.health_changes.find((w) => w.week === change.week);
        if (week && change.state in week.changes) week.changes[change.state as keyof TreeSummary['health_states']] += change.n;
      }
      return summary;
    },
  };
}

export type TreeViewsService = ReturnType<typeof createTreeViewsService>;
