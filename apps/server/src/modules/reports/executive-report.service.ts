import { HARVEST_GRADES, M2_PER_FEDDAN, V, type ExecutiveReport, type ExecutiveReportQuery, type IrrigationHistoryDay, type OperatingCost } from '@rayyan/contracts';
import type { Clock } from '../../ports/clock';
import { AppError } from '../../shared/app-error';
import type { ExecutiveReportRepository, Period, ReportFieldRow } from './executive-report.repository';

const DAY_MS = 86_400_000;
const round = (n: number, digits = 2) => Math.round(n * 10 ** digits) / 10 ** digits;
const days = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS);

export interface ExecutiveReportDeps {
  repo: ExecutiveReportRepository;
  clock: Clock;
  /** The advice's daily FAO-56 balance of a field up to today (modules/irrigation); [] without a season. */
  irrigationHistory: (orgId: string, kind: 'crop' | 'tree', fieldId: string, days: number) => Promise<IrrigationHistoryDay[]>;
  /** Labour and materials of a target's done tasks (modules/programs). */
  operatingCost: (orgId: string, query: { target_type: 'farm' | 'crop_field' | 'tree_field'; target_id: string; from: string; to: string }) => Promise<OperatingCost>;
}

/** A period of one day up to a year and a day (a leap year's season), ending on or after its start. */
export function checkPeriod({ from, to }: Period): void {
  const length = days(from, to);
  if (length < 0 || length > 366) throw new AppError('validation_failed', 400, { to: V.report_period_too_long });
}

/**
 * The executive report of one farm over a period (issue #17), from what each area stores: fields and seasons,
 * irrigation advised (the crop's need, ETc, from the advice's balance) against applied (the log), the forecast's
 * days in the period, operating cost and tasks, stock in the farm's stores, trap catches, the fields' NDVI,
 * trees by health, and the harvests against the expected yield. A section is null when its area has no data.
 */
export function createExecutiveReportService({ repo, clock, irrigationHistory, operatingCost }: ExecutiveReportDeps) {
  async function irrigation(orgId: string, farmId: string, fields: ReportFieldRow[], period: Period): Promise<ExecutiveReport['irrigation']> {
    const today = clock.now().toISOString().slice(0, 10);
    const logs = new Map((await repo.irrigationLogs(orgId, farmId, period)).map((l) => [l.field_id, l]));
    const back = Math.min(366, days(period.from, today) + 1);
    const rows: (NonNullable<ExecutiveReport['irrigation']>['fields'][number] & { area: number })[] = [];
    for (const field of fields) {
      let advised: number | null = null;
      if (back > 0) {
        const history = await irrigationHistory(orgId, field.kind, field.id, back).catch(() => []);
        const inPeriod = history.filter((d) => d.date >= period.from && d.date <= period.to);
        if (inPeriod.length) advised = round(inPeriod.reduce((sum, d) => sum + d.etc_mm, 0), 1);
      }
      const log = logs.get(field.id);
      if (advised === null && !log) continue;
      rows.push({ field_id: field.id, code: field.code, name: field.name, advised_mm: advised, applied_mm: round(log?.applied_mm ?? 0, 1), irrigations: log?.irrigations ?? 0, area: field.area_m2 });
    }
    if (rows.length === 0) return null;
    const weighted = (pick: (r: (typeof rows)[number]) => number | null) => {
      const known = rows.filter((r) => pick(r) !== null);
      const knownArea = known.reduce((sum, r) => sum + r.area, 0);
      return knownArea ? round(known.reduce((sum, r) => sum + pick(r)! * r.area, 0) / knownArea, 1) : null;
    };
    return {
      fields: rows.map(({ area: _area, ...row }) => row),
      advised_mm: weighted((r) => r.advised_mm),
      applied_mm: weighted((r) => r.applied_mm) ?? 0,
      // mm over m² is litres: a thousandth of it is m³.
      applied_m3: round(rows.reduce((sum, r) => sum + (r.applied_mm * r.area) / 1000, 0), 0),
    };
  }
  async function cost(orgId: string, farmId: string, period: Period): Promise<ExecutiveReport['operating_cost']> {
    const targets = await repo.taskTargets(orgId, farmId);
    if (targets.length === 0) return null;
    const labour = new Map<string, { currency: string; hours: number; cost: number }>();
    let tasksDone = 0;
    let materials = 0;
    for (const target of targets) {
      const found = await operatingCost(orgId, { ...target, ...period });
      tasksDone += found.tasks_done;
      materials += found.materials_value;
      for (const l of found.labour) {
        const sum = labour.get(l.currency) ?? { currency: l.currency, hours: 0, cost: 0 };
        labour.set(l.currency, { currency: l.currency, hours: round(sum.hours + l.hours), cost: round(sum.cost + l.cost) });
      }
    }
    return tasksDone ? { tasks_done: tasksDone, labour: [...labour.values()], materials_value: round(materials) } : null;
  }

  async function yieldOf(orgId: string, farmId: string, fields: ReportFieldRow[], period: Period): Promise<ExecutiveReport['yield']> {
    const harvested = await repo.harvests(orgId, farmId, period);
    // The expected yield is entered per feddan: over the field's official area, else its border's.
    const feddans = (f: ReportFieldRow) => f.official_area_feddan ?? f.area_m2 / M2_PER_FEDDAN;
    const expected = fields.some((f) => f.expected_yield_ton !== null) ? round(fields.reduce((sum, f) => sum + (f.expected_yield_ton ?? 0) * feddans(f), 0), 2) : null;
    if (harvested.length === 0 && expected === null) return null;
    const ton = (kg: number) => round(kg / 1000, 3);
    const actualKg = harvested.reduce((sum, h) => sum + h.kg, 0);
    const bySupplier = new Map<string, number>();
    for (const h of harvested) if (h.supplier) bySupplier.set(h.supplier, (bySupplier.get(h.supplier) ?? 0) + h.kg);
    const ends = fields.map((f) => f.expected_harvest_date).filter((d): d is string => d !== null).sort();
    return {
      expected_ton: expected,
      actual_ton: ton(actualKg),
      fulfillment_pct: expected ? round((actualKg / 1000 / expected) * 100, 1) : null,
      grades: HARVEST_GRADES.map((grade) => ({ grade, ton: ton(harvested.filter((h) => h.grade === grade).reduce((sum, h) => sum + h.kg, 0)) })),
      first_harvest: harvested.length ? harvested.map((h) => h.first).sort()[0]! : null,
      last_harvest: harvested.length ? harvested.map((h) => h.last).sort().at(-1)! : null,
      expected_harvest_end: ends.at(-1) ?? null,
      suppliers: [...bySupplier].map(([supplier, kg]) => ({ supplier, ton: ton(kg), percent: round((kg / actualKg) * 100, 1) })).sort((a, b) => b.ton - a.ton),
    };
  }

  return {
    async executive(orgId: string, query: Pick<ExecutiveReportQuery, 'farm_id' | 'from' | 'to'>): Promise<ExecutiveReport> {
      const period = { from: query.from, to: query.to };
      checkPeriod(period);
      const farm = await repo.farm(orgId, query.farm_id);
      if (!farm) throw new AppError('not_found', 404);
      const today = clock.now().toISOString().slice(0, 10);
      const fields = await repo.fields(orgId, farm.id);
      const weather = await repo.weather(orgId, farm.id, period);
      const tasks = await repo.tasks(orgId, farm.id, period, today);
      const stock = await repo.inventory(orgId, farm.id);
      const traps = await repo.traps(orgId, farm.id, period);
      const vegetation = await repo.vegetation(orgId, farm.id, period);
      const health = await repo.treeHealth(orgId, farm.id);
      const feddan = (m2: number) => round(m2 / M2_PER_FEDDAN, 2);
      return {
        farm: { id: farm.id, code: farm.code, name: farm.name, farming_type: farm.farming_type, region: farm.region, area_feddan: feddan(farm.area_m2) },
        from: period.from,
        to: period.to,
        generated_at: clock.now().toISOString(),
        fields: fields.map(({ area_m2, expected_yield_ton: _expected, official_area_feddan: _official, ...f }) => ({ ...f, area_feddan: feddan(area_m2) })),
        irrigation: await irrigation(orgId, farm.id, fields, period),
        weather: weather && { days: weather.days, t_max_mean_c: round(weather.t_max ?? 0, 1), t_min_mean_c: round(weather.t_min ?? 0, 1), rain_mm: round(weather.rain ?? 0, 1), et0_mm: round(weather.et0 ?? 0, 1) },
        operating_cost: await cost(orgId, farm.id, period),
        tasks,
        inventory: stock.length ? { items: stock.map((s) => ({ ...s, quantity: round(s.quantity, 3), value: round(s.value) })) } : null,
        traps,
        vegetation: vegetation.length ? { index: 'ndvi', points: vegetation.map((p) => ({ date: p.date, mean: round(p.mean, 3) })) } : null,
        trees: health.length
          ? { total: health.reduce((sum, h) => sum + h.count, 0), productive: health.reduce((sum, h) => sum + h.productive, 0), health: health.map(({ state, count }) => ({ state, count })) }
          : null,
        yield: await yieldOf(orgId, farm.id, fields, period),
      };
    },
  };
}

export type ExecutiveReportService = ReturnType<typeof createExecutiveReportService>;
