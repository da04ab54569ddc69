import { reportTables, type ExecutiveReport, type ReportLanguage } from '@rayyan/contracts';
import { PdfUnavailableError, type PdfRenderer } from '../../ports/pdf-renderer';
import { AppError } from '../../shared/app-error';
import { buildWorkbook } from '../../shared/xlsx';
import { executiveReportHtml, reportFormat, type ReportTexts } from './executive-report.html';

/** Excel forbids : \ / ? * [ ] in a sheet's name and allows 31 characters. */
const sheetName = (title: string) => title.replace(/[:\\/?*[\]]/g, ' -').slice(0, 31);

/** The report as a workbook: a summary sheet of the farm, then one sheet per section with data (right to left in Arabic). */
export function executiveReportWorkbook(report: ExecutiveReport, lang: ReportLanguage, texts: ReportTexts): Promise<Buffer> {
  const f = reportFormat(lang, texts);
  const rightToLeft = f.rtl;
  const summary = [
    [f.t('farm'), `${report.farm.name} (${report.farm.code})`],
    [f.t('figures.region'), report.farm.region ?? ''],
    [f.t('figures.farm_area'), report.farm.area_feddan],
    [f.t('from'), report.from],
    [f.t('to'), report.to],
    [f.t('figures.fields'), report.fields.length],
  ];
  return buildWorkbook({
    sheets: [
      { name: sheetName(f.t('report_title')), columns: [{ header: f.t('columns.figure'), width: 28 }, { header: f.t('columns.value'), width: 36 }], rows: summary, rightToLeft },
      ...reportTables(report, f)
        .filter((table) => table.rows.length > 0)
        .map((table) => ({
          name: sheetName(f.t(`sections.${table.key}`)),
          columns: table.columns.map((header) => ({ header, width: Math.max(14, header.length + 4) })),
          rows: table.rows.map((row) => row.map((cell) => cell ?? '')),
          rightToLeft,
        })),
    ],
  });
}

/** Chromium's page templates: the header repeats the report, farm and period; the footer gives "page n of m". */
function pageTemplates(lang: ReportLanguage, f: ReturnType<typeof reportFormat>, report: ExecutiveReport): { header: string; footer: string } {
  const escape = (t: string) => t.replaceAll('&', '&amp;').replaceAll('<', '&lt;');
  const box = (content: string) => `<div dir="${lang === 'ar' ? 'rtl' : 'ltr'}" style="width:100%;font-size:8px;color:#868e96;padding:0 14mm;display:flex;justify-content:space-between;font-family:sans-serif">${content}</div>`;
  return {
    header: box(`<span>${escape(`${f.t('report_title')} · ${report.farm.name}`)}</span><span>${escape(`${f.date(report.from)} – ${f.date(report.to)}`)}</span>`),
    footer: box(`<span>${escape(report.farm.code)}</span><span>${escape(f.t('page'))} <span class="pageNumber"></span> ${escape(f.t('of'))} <span class="totalPages"></span></span>`),
  };
}

/** The report's PDF (A4) from its HTML in the reader's language; a server without Chromium answers 503 `pdf_unavailable`. */
export async function executiveReportPdf(pdf: PdfRenderer, report: ExecutiveReport, lang: ReportLanguage, texts: ReportTexts): Promise<Uint8Array> {
  const f = reportFormat(lang, texts);
  try {
    return await pdf.render(executiveReportHtml(report, lang, texts), { widthMm: 210, heightMm: 297, ...pageTemplates(lang, f, report) });
  } catch (error) {
    if (error instanceof PdfUnavailableError) throw new AppError('pdf_unavailable', 503);
    throw error;
  }
}
