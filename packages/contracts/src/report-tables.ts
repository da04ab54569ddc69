import type { ExecutiveReport } from './reports';

/** The executive report's sections, in the order the screen, the workbook and the PDF show them. */
export const EXECUTIVE_REPORT_SECTIONS = ['farm', 'irrigation', 'weather', 'operating_cost', 'tasks', 'inventory', 'traps', 'vegetation', 'trees', 'yield'] as const;
export type ExecutiveReportSection = (typeof EXECUTIVE_REPORT_SECTIONS)[number];

/** A table cell: text, a number (formatted by the reader) or nothing. */
export type ReportCell = string | number | null;
export interface ReportTable {
  key: ExecutiveReportSection;
  columns: string[];
  rows: ReportCell[][];
  /** Which columns hold numbers (aligned to the end). */
  numeric: boolean[];
}
/** A code's name in the reader's language (`crops.potato`), the code itself when the texts have none. */
export function namedCode(f: Pick<ReportTableFormat, 't'>, group: 'crops' | 'seasons', code: string | null): string | null {
  if (code === null) return null;
  const key = `${group}.${code}`;
  const name = f.t(key);
  return name === key ? code : name;
}

/** What the tables need of the reader: texts of the `reports` namespace by key, dates, and the direction. */
export interface ReportTableFormat {
  t: (key: string) => string;
  date: (iso: string | null) => string;
  rtl: boolean;
}


/** The report's sections as rows of cells: the same figures the workbook's sheets and the PDF's tables show. */
export function reportTables(report: ExecutiveReport, f: ReportTableFormat): ReportTable[] {
  const c = (key: string) => f.t(`columns.${key}`);
  const figures = (pairs: [string, ReportCell][]) => ({ columns: [c('figure'), c('value')], rows: pairs.map(([k, v]) => [f.t(`figures.${k}`), v]), numeric: [false, true] });
  const sections: ReportTable[] = [];
  sections.push({
    key: 'farm',
    columns: [c('code'), c('name'), c('area_feddan'), c('crop'), c('variety'), c('season'), c('planting_date'), c('expected_harvest_date'), c('trees')],
    rows: report.fields.map((x) => [x.code, x.name, x.area_feddan, namedCode(f, 'crops', x.crop), x.variety, namedCode(f, 'seasons', x.season), f.date(x.planting_date), f.date(x.expected_harvest_date), x.trees]),
    numeric: [false, false, true, false, false, false, false, false, true],
  });
  if (report.irrigation) {
    sections.push({ key: 'irrigation', columns: [c('code'), c('name'), c('advised_mm'), c('applied_mm'), c('irrigations')], rows: report.irrigation.fields.map((x) => [x.code, x.name, x.advised_mm, x.applied_mm, x.irrigations]), numeric: [false, false, true, true, true] });
  }
  if (report.weather) {
    const w = report.weather;
    sections.push({ key: 'weather', ...figures([['days', w.days], ['t_max', w.t_max_mean_c], ['t_min', w.t_min_mean_c], ['rain', w.rain_mm], ['et0', w.et0_mm]]) });
  }
  if (report.operating_cost) {
    const o = report.operating_cost;
    sections.push({ key: 'operating_cost', columns: [c('currency'), c('hours'), c('cost')], rows: [...o.labour.map((l) => [l.currency, l.hours, l.cost]), [f.t('figures.materials_value'), null, o.materials_value]], numeric: [false, true, true] });
  }
  if (report.tasks) sections.push({ key: 'tasks', ...figures([['due', report.tasks.due], ['done', report.tasks.done], ['on_time', report.tasks.done_on_time], ['overdue', report.tasks.overdue]]) });
  if (report.inventory) {
    sections.push({ key: 'inventory', columns: [c('item'), c('unit'), c('quantity'), c('value')], rows: report.inventory.items.map((i) => [f.rtl ? i.name_ar : i.name_en, i.unit, i.quantity, i.value]), numeric: [false, false, true, true] });
  }
  if (report.traps) sections.push({ key: 'traps', columns: [c('week'), c('catches')], rows: report.traps.weeks.map((w) => [f.date(w.week), w.catches]), numeric: [false, true] });
  if (report.vegetation) sections.push({ key: 'vegetation', columns: [c('date'), c('mean')], rows: report.vegetation.points.map((p) => [f.date(p.date), p.mean]), numeric: [false, true] });
  if (report.trees) sections.push({ key: 'trees', columns: [c('state'), c('count')], rows: report.trees.health.map((h) => [f.t(`health.${h.state}`), h.count]), numeric: [false, true] });
  if (report.yield) {
    const y = report.yield;
    const rows = figures([['expected_ton', y.expected_ton], ['actual_ton', y.actual_ton], ['fulfillment', y.fulfillment_pct]]);
    rows.rows.push(...y.grades.map((g): ReportCell[] => [f.t(`grades.${g.grade}`), g.ton]));
    rows.rows.push(...y.suppliers.map((s): ReportCell[] => [`${c('supplier')}: ${s.supplier}`, s.ton]));
    rows.rows.push(...(['first_harvest', 'last_harvest', 'expected_end'] as const).map((k): ReportCell[] => [f.t(`figures.${k}`), f.date({ first_harvest: y.first_harvest, last_harvest: y.last_harvest, expected_end: y.expected_harvest_end }[k])]));
    sections.push({ key: 'yield', ...rows });
  }
  return sections;
}

