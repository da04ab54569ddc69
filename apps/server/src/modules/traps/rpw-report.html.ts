import type { RpwReport } from '@rayyan/contracts';

/** The texts of the report's figures in one language (the `pests` namespace's `rpw` messages). */
export interface RpwTexts {
  figures: string;
  chart: string;
  updated: string;
  none: string;
  columns: Record<'region' | 'traps_installed' | 'traps_serviced_on_time' | 'weevils_last_week' | 'weevils_caught' | 'palms_infested' | 'palms_treated' | 'palms_recovered' | 'palms_removed' | 'farms_registered', string>;
}

const COLORS = ['#2f9e44', '#1971c2', '#e8590c', '#9c36b5', '#0c8599', '#c2255c'];
const escape = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/** The weevils per trap per week of each region as an inline SVG line chart (weeks run right to left in Arabic). */
function chartSvg(report: RpwReport, lang: 'en' | 'ar', texts: RpwTexts, day: Intl.DateTimeFormat, number: Intl.NumberFormat): string {
  const [width, height, pad] = [640, 220, 36];
  const values = report.regions.flatMap((r) => r.weevils_per_trap.filter((v): v is number => v !== null));
  const top = Math.max(1, Math.ceil(Math.max(0, ...values) * 1.15));
  const x = (i: number) => {
    const at = pad + (i * (width - 2 * pad)) / Math.max(1, report.weeks.length - 1);
    return lang === 'ar' ? width - at : at;
  };
  const y = (v: number) => height - pad - (v / top) * (height - 2 * pad);
  const lines = report.regions.map((region, n) => {
    const points = region.weevils_per_trap.map((v, i) => (v === null ? null : `${x(i).toFixed(1)},${y(v).toFixed(1)}`)).filter(Boolean);
    return `<polyline fill="none" stroke="${COLORS[n % COLORS.length]}" stroke-width="2" points="${points.join(' ')}"><title>${escape(region.region)}</title></polyline>`;
  });
  const label = (i: number) => `<text x="${x(i).toFixed(1)}" y="${height - 10}" text-anchor="middle" font-size="12">${escape(day.format(new Date(`${report.weeks[i]}T00:00:00Z`)))}</text>`;
  const axis = [0, top].map((v) => `<text x="${lang === 'ar' ? width - 8 : 8}" y="${y(v) + 4}" font-size="12" text-anchor="${lang === 'ar' ? 'end' : 'start'}">${number.format(v)}</text>`);
  const legend = report.regions
    .map((r, n) => `<li><span style="display:inline-block;width:14px;height:3px;background:${COLORS[n % COLORS.length]};vertical-align:middle"></span> ${escape(r.region)}</li>`)
    .join('');
  return `<figure data-testid="rpw-chart"><figcaption>${escape(texts.chart)}</figcaption><ul style="list-style:none;padding:0;margin:8px 0;display:flex;flex-wrap:wrap;gap:16px">${legend}</ul><svg viewBox="0 0 ${width} ${height}" width="100%" role="img" aria-label="${escape(texts.chart)}">${[
    `<line x1="${pad}" y1="${height - pad}" x2="${width - pad}" y2="${height - pad}" stroke="#ced4da"/>`,
    ...axis,
    ...lines,
    label(0),
    label(report.weeks.length - 1),
  ].join('')}</svg></figure>`;
}

/**
 * The report's figures as HTML (a table of the regions and the chart), written into the prerendered page by the
 * server so they are there before any script runs. Only region-level numbers and region names reach it.
 */
export function rpwFiguresHtml(report: RpwReport, lang: 'en' | 'ar', texts: RpwTexts): string {
  const locale = `${lang}-u-nu-latn`;
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
  const day = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', timeZone: 'UTC' });
  const updated = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(report.generated_at));
  if (report.regions.length === 0) return `<p data-testid="rpw-empty">${escape(texts.none)}</p>`;
  const columns = Object.keys(texts.columns) as (keyof RpwTexts['columns'])[];
  const cell = (region: RpwReport['regions'][number], key: keyof RpwTexts['columns']) => {
    if (key === 'region') return escape(region.region);
    if (key === 'weevils_last_week') {
      const last = region.weevils_per_trap.findLast((v) => v !== null);
      return last === undefined || last === null ? '—' : number.format(last);
    }
    return number.format(region[key]);
  };
  // Inline styles: the figures are written by the server into a page whose stylesheet does not know them.
  const pad = 'padding:6px 10px;text-align:start;border-bottom:1px solid #dee2e6';
  const rows = report.regions
    .map((r) => `<tr>${columns.map((key) => (key === 'region' ? `<th scope="row" style="${pad};white-space:nowrap">${cell(r, key)}</th>` : `<td style="${pad}">${cell(r, key)}</td>`)).join('')}</tr>`)
    .join('');
  return [
    `<h2>${escape(texts.figures)}</h2>`,
    `<div style="overflow-x:auto"><table data-testid="rpw-table" style="border-collapse:collapse;font-size:14px;min-width:720px"><thead><tr>${columns
      .map((key) => `<th scope="col" style="${pad};vertical-align:bottom">${escape(texts.columns[key])}</th>`)
      .join('')}</tr></thead><tbody>${rows}</tbody></table></div>`,
    chartSvg(report, lang, texts, day, number),
    `<p style="color:#6c757d;font-size:14px">${escape(texts.updated.replace('{{date}}', updated))}</p>`,
  ].join('');
}
