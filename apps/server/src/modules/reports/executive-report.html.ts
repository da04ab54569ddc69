import { EXECUTIVE_REPORT_SECTIONS, reportTables, type ExecutiveReport, type ReportCell, type ReportLanguage, type ReportTableFormat } from '@rayyan/contracts';
import { printFontCss } from '../../shared/print-fonts';

/** The `reports` namespace's messages (packages/i18n/locales/<lang>/reports.json) the report prints. */
export type ReportTexts = Record<string, unknown>;

const escape = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/** A message by its dotted key, the key itself when missing. */
export function textOf(texts: ReportTexts, key: string): string {
  const found = key.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), texts);
  return typeof found === 'string' ? found : key;
}

export interface ReportFormat extends ReportTableFormat {
  number: (n: number | null, digits?: number) => string;
}

/** Numbers and dates in the reader's language (Western digits, as the app's default), texts from the namespace. */
export function reportFormat(lang: ReportLanguage, texts: ReportTexts): ReportFormat {
  const locale = `${lang}-u-nu-latn`;
  const numbers = new Map<number, Intl.NumberFormat>();
  const day = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
  return {
    t: (key) => textOf(texts, key),
    number: (n, digits = 1) => {
      if (n === null) return '—';
      if (!numbers.has(digits)) numbers.set(digits, new Intl.NumberFormat(locale, { maximumFractionDigits: digits }));
      return numbers.get(digits)!.format(n);
    },
    date: (iso) => (iso ? day.format(new Date(`${iso.slice(0, 10)}T00:00:00Z`)) : '—'),
    rtl: lang === 'ar',
  };
}

/** A line chart of dated values as inline SVG (dates run right to left in Arabic). */
export function lineChartSvg(points: { date: string; value: number }[], rtl: boolean, label: string): string {
  const [width, height, pad] = [640, 180, 30];
  if (points.length === 0) return '';
  const values = points.map((p) => p.value);
  const [low, high] = [Math.min(0, ...values), Math.max(...values, 0.01)];
  const x = (i: number) => {
    const at = pad + (i * (width - 2 * pad)) / Math.max(1, points.length - 1);
    return rtl ? width - at : at;
  };
  const y = (v: number) => height - pad - ((v - low) / (high - low)) * (height - 2 * pad);
  const line = points.map((p, i) => `${x(i).toFixed(1)},${y(p.value).toFixed(1)}`).join(' ');
  return `<svg viewBox="0 0 ${width} ${height}" width="100%" role="img" aria-label="${escape(label)}"><line x1="${pad}" y1="${height - pad}" x2="${width - pad}" y2="${height - pad}" stroke="#ced4da"/><polyline fill="none" stroke="#2f9e44" stroke-width="2.5" points="${line}"/>${points.map((p, i) => `<circle cx="${x(i).toFixed(1)}" cy="${y(p.value).toFixed(1)}" r="3" fill="#2f9e44"/>`).join('')}</svg>`;
}

/** The legend of the water chart: advised (dark) and applied (light). */
export const waterLegendHtml = (f: ReportFormat) =>
  `<p class="legend" style="display:flex;gap:16px"><span><i style="display:inline-block;width:12px;height:12px;margin-inline-end:4px;background:#1971c2"></i>${escape(f.t('columns.advised_mm'))}</span><span><i style="display:inline-block;width:12px;height:12px;margin-inline-end:4px;background:#74c0fc"></i>${escape(f.t('columns.applied_mm'))}</span></p>`;

/** Paired bars (advised and applied water per field) as inline SVG. */
export function pairedBarsSvg(bars: { label: string; a: number | null; b: number }[], rtl: boolean, label: string): string {
  const [width, height, pad] = [640, 180, 30];
  const top = Math.max(1, ...bars.flatMap((bar) => [bar.a ?? 0, bar.b]));
  const slot = (width - 2 * pad) / Math.max(1, bars.length);
  const bw = Math.min(24, slot / 3);
  const rect = (i: number, offset: number, v: number, color: string) => {
    const left = pad + i * slot + slot / 2 + offset;
    const xPos = rtl ? width - left - bw : left;
    const h = (v / top) * (height - 2 * pad);
    return `<rect x="${xPos.toFixed(1)}" y="${(height - pad - h).toFixed(1)}" width="${bw.toFixed(1)}" height="${h.toFixed(1)}" fill="${color}"/>`;
  };
  const body = bars.map((bar, i) => `${bar.a === null ? '' : rect(i, -bw, bar.a, '#1971c2')}${rect(i, 0, bar.b, '#74c0fc')}<text x="${(rtl ? width - (pad + i * slot + slot / 2) : pad + i * slot + slot / 2).toFixed(1)}" y="${height - 10}" font-size="11" text-anchor="middle">${escape(bar.label)}</text>`);
  return `<svg viewBox="0 0 ${width} ${height}" width="100%" role="img" aria-label="${escape(label)}"><line x1="${pad}" y1="${height - pad}" x2="${width - pad}" y2="${height - pad}" stroke="#ced4da"/>${body.join('')}</svg>`;
}

const cellHtml = (v: ReportCell, f: ReportFormat) => (v === null ? '—' : typeof v === 'number' ? f.number(v, 2) : escape(v));

/**
 * The report as one HTML page for the PDF: the reader's language and direction, the interface fonts embedded
 * (Almarai for Arabic, Baloo 2 for English), each section's table, its chart as inline SVG, and "no data" for
 * an empty section. Page numbers come from the printer's footer.
 */
export function executiveReportHtml(report: ExecutiveReport, lang: ReportLanguage, texts: ReportTexts): string {
  const f = reportFormat(lang, texts);
  const tables = new Map(reportTables(report, f).map((t) => [t.key, t]));
  const font = lang === 'ar' ? "'Almarai', 'Baloo 2', sans-serif" : "'Baloo 2', 'Almarai', sans-serif";
  const sections = EXECUTIVE_REPORT_SECTIONS.map((key) => {
    const table = tables.get(key);
    const title = `<h2>${escape(f.t(`sections.${key}`))}</h2>`;
    if (!table || table.rows.length === 0) return `<section>${title}<p class="none">${escape(f.t('no_data'))}</p></section>`;
    let chart = '';
    if (key === 'vegetation' && report.vegetation) chart = lineChartSvg(report.vegetation.points.map((p) => ({ date: p.date, value: p.mean })), f.rtl, f.t('sections.vegetation'));
    if (key === 'irrigation' && report.irrigation) chart = waterLegendHtml(f) + pairedBarsSvg(report.irrigation.fields.map((x) => ({ label: x.code, a: x.advised_mm, b: x.applied_mm })), f.rtl, f.t('sections.irrigation'));
    if (key === 'traps' && report.traps) chart = lineChartSvg(report.traps.weeks.map((w) => ({ date: w.week, value: w.catches })), f.rtl, f.t('sections.traps'));
    const head = table.columns.map((col, i) => `<th${table.numeric[i] ? ' class="n"' : ''}>${escape(col)}</th>`).join('');
    const body = table.rows.map((row) => `<tr>${row.map((v, i) => `<td${table.numeric[i] ? ' class="n"' : ''}>${cellHtml(v, f)}</td>`).join('')}</tr>`).join('');
    return `<section>${title}${chart}<table><thead><tr>${head}</tr></thead><tbody>${body}</tbody></table></section>`;
  }).join('');
  const farm = report.farm;
  const facts = [
    [f.t('farm'), `${farm.name} (${farm.code})`],
    [f.t('figures.region'), farm.region ?? '—'],
    [f.t('figures.farm_area'), f.number(farm.area_feddan, 2)],
    [f.t('period'), `${f.date(report.from)} – ${f.date(report.to)}`],
    [f.t('generated'), f.date(report.generated_at)],
  ];
  return `<!doctype html><html lang="${lang}" dir="${f.rtl ? 'rtl' : 'ltr'}"><head><meta charset="utf-8"><title>${escape(f.t('report_title'))}</title><style>
${printFontCss()}
@page{size:A4;margin:18mm 14mm 16mm}
body{font-family:${font};font-size:10.5pt;color:#212529;margin:0}
h1{font-size:18pt;margin:0 0 4px;color:#2b8a3e}h2{font-size:12.5pt;margin:14px 0 6px;color:#2b8a3e;break-after:avoid}
dl{display:grid;grid-template-columns:max-content 1fr;gap:2px 12px;margin:0 0 8px}dt{color:#495057}dd{margin:0;font-weight:700}
table{width:100%;border-collapse:collapse;margin-top:4px}th,td{border-bottom:1px solid #dee2e6;padding:3px 6px;text-align:start}th{background:#f1f3f5}
td.n,th.n{text-align:end}td.n{unicode-bidi:isolate}tr{break-inside:avoid}section{break-inside:auto}.none{color:#868e96}.legend{display:flex;gap:16px;font-size:9pt;color:#495057}.legend i{display:inline-block;width:12px;height:12px;margin-inline-end:4px;vertical-align:middle}svg{margin:4px 0}
</style></head><body><header><h1>${escape(f.t('report_title'))} · ${escape(farm.name)}</h1><p>${escape(f.t(`farming_type.${farm.farming_type}`))}</p><dl>${facts.map(([k, v]) => `<dt>${escape(k!)}</dt><dd>${escape(v!)}</dd>`).join('')}</dl></header>${sections}</body></html>`;
}
