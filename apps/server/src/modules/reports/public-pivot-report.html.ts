import { namedCode, type ExecutiveReport, type ReportLanguage } from '@rayyan/contracts';
import { lineChartSvg, pairedBarsSvg, reportFormat, waterLegendHtml, type ReportTexts } from './executive-report.html';

const escape = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/**
 * The public season report's figures as HTML (issue #17), written into the prerendered `/fs1pivot12report` page by the
 * server: the field's crop and season, water advised and applied (with a chart), the NDVI trend (inline SVG) and the
 * yield by grade. Only the one field's figures reach it: no farm, organisation, weather, cost or people.
 */
export function publicPivotReportHtml(report: ExecutiveReport | null, lang: ReportLanguage, texts: ReportTexts): string {
  const f = reportFormat(lang, texts);
  const field = report?.fields[0];
  if (!report || !field) return `<p data-testid="pivot-report-missing">${escape(f.t('public.not_found'))}</p>`;
  const dl = (pairs: [string, string][]) => `<dl class="pivot-facts">${pairs.map(([k, v]) => `<div><dt>${escape(k)}</dt><dd><bdi>${escape(v)}</bdi></dd></div>`).join('')}</dl>`;
  const section = (id: string, title: string, body: string) => `<section data-testid="pivot-report-${id}"><h2>${escape(title)}</h2>${body}</section>`;
  const none = `<p>${escape(f.t('no_data'))}</p>`;
  const water = report.irrigation?.fields.find((x) => x.field_id === field.id);
  const y = report.yield;
  return [
    `<h2 data-testid="pivot-report-field">${escape(field.name)}</h2>`,
    dl([
      [f.t('public.crop'), [namedCode(f, 'crops', field.crop), field.variety].filter(Boolean).join(' · ')],
      [f.t('public.season'), namedCode(f, 'seasons', field.season) ?? '—'],
      [f.t('public.planting'), f.date(field.planting_date)],
      [f.t('columns.expected_harvest_date'), f.date(field.expected_harvest_date)],
      [f.t('columns.area_feddan'), f.number(field.area_feddan, 1)],
    ]),
    section(
      'water',
      f.t('public.water'),
      water
        ? `${waterLegendHtml(f)}${pairedBarsSvg([{ label: field.code, a: water.advised_mm, b: water.applied_mm }], f.rtl, f.t('public.water'))}${dl([
            [f.t('columns.advised_mm'), f.number(water.advised_mm, 0)],
            [f.t('columns.applied_mm'), f.number(water.applied_mm, 0)],
            [f.t('figures.applied_m3'), f.number(report.irrigation?.applied_m3 ?? null, 0)],
            [f.t('columns.irrigations'), f.number(water.irrigations, 0)],
          ])}`
        : none,
    ),
    section(
      'vegetation',
      f.t('public.vegetation'),
      report.vegetation
        ? `${lineChartSvg(report.vegetation.points.map((p) => ({ date: p.date, value: p.mean })), f.rtl, f.t('public.vegetation'))}${dl([
            [f.date(report.vegetation.points[0]!.date), f.number(report.vegetation.points[0]!.mean, 2)],
            [f.date(report.vegetation.points.at(-1)!.date), f.number(report.vegetation.points.at(-1)!.mean, 2)],
          ])}`
        : none,
    ),
    section(
      'yield',
      f.t('public.yield'),
      y
        ? dl([
            [f.t('figures.expected_ton'), f.number(y.expected_ton, 0)],
            [f.t('figures.actual_ton'), f.number(y.actual_ton, 1)],
            [f.t('figures.fulfillment'), f.number(y.fulfillment_pct, 1)],
            ...y.grades.map((g): [string, string] => [f.t(`grades.${g.grade}`), f.number(g.ton, 1)]),
            [f.t('figures.first_harvest'), f.date(y.first_harvest)],
            [f.t('figures.last_harvest'), f.date(y.last_harvest)],
          ])
        : none,
    ),
  ].join('');
}
