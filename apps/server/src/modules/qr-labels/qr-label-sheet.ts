import QRCode from 'qrcode';
import { QR_LABEL_SIZES, type QrLabelSize } from '@rayyan/contracts';
import { printFontCss } from '../../shared/print-fonts';

/** What one label shows: the tree's QR link, its code, its field, and where it stands in the grid. */
export interface QrLabel {
  link: string;
  code: string;
  fieldCode: string;
  fieldName: string;
  row: number;
  column: number;
}

/** A4 in millimetres; labels sit in a grid centred on the sheet. */
export const A4 = { widthMm: 210, heightMm: 297 } as const;

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
const arabicDigits = (n: number) => n.toLocaleString('ar-EG', { useGrouping: false });

/** One tree's QR code as SVG (error correction M: a label still scans with a scratch across it). */
export function qrSvg(link: string): Promise<string> {
  return QRCode.toString(link, { type: 'svg', errorCorrectionLevel: 'M', margin: 1 });
}

/**
 * The HTML of a run of labels on A4 sheets, for printing to PDF: each label holds the QR code and, in both scripts,
 * the tree's code (left to right), its field, and its row and column (English, then Arabic set right to left in
 * Almarai). Pages break between sheets, never inside a label.
 */
export async function labelSheetHtml(labels: QrLabel[], size: QrLabelSize): Promise<string> {
  const { widthMm, heightMm, columns, rows } = QR_LABEL_SIZES[size];
  const perPage = columns * rows;
  const qrMm = heightMm - 6;
  // The code is what a technician reads: sized to fit the text column on one line (Baloo 2 bold is about 0.6 em a
  // character), or on two (it breaks after a hyphen) where one line would print it smaller than 7 pt; never cut.
  const textMm = widthMm - qrMm - 6;
  const pt = (mm: number) => (mm * 72) / 25.4;
  const codePt = (code: string) => {
    const oneLine = pt(textMm / (code.length * 0.6));
    return Math.min(10 * (heightMm / 28), oneLine >= 7 ? oneLine : pt(textMm / (Math.ceil(code.length / 2) * 0.62))).toFixed(1);
  };
  const cells = await Promise.all(
    labels.map(async (label) => {
      const field = escape(`${label.fieldCode} · ${label.fieldName}`);
      return `<div class="label"><div class="qr">${await qrSvg(label.link)}</div><div class="text">` +
        `<div class="code" dir="ltr" style="font-size:${codePt(label.code)}pt">${escape(label.code)}</div>` +
        `<div class="line" dir="auto">${field}</div>` +
        `<div class="line" dir="ltr">Row ${label.row} · Column ${label.column}</div>` +
        `<div class="line ar" dir="rtl" lang="ar">الصف ${arabicDigits(label.row)} · العمود ${arabicDigits(label.column)}</div>` +
        `</div></div>`;
    }),
  );
  const pages: string[] = [];
  for (let i = 0; i < cells.length; i += perPage) pages.push(`<section class="sheet">${cells.slice(i, i + perPage).join('')}</section>`);
  const fontScale = heightMm / 28;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><style>
${printFontCss()}
@page { size: ${A4.widthMm}mm ${A4.heightMm}mm; margin: 0; }
* { box-sizing: border-box; margin: 0; padding: 0; }
body { font-family: 'Baloo 2', 'Almarai', sans-serif; color: #111; }
.sheet { width: ${A4.widthMm}mm; height: ${A4.heightMm}mm; display: grid; grid-template-columns: repeat(${columns}, ${widthMm}mm);
  grid-auto-rows: ${heightMm}mm; justify-content: center; align-content: center; page-break-after: always; break-after: page; }
.label { display: flex; align-items: center; gap: 2mm; padding: 2mm; border: 0.2mm dashed #bbb; overflow: hidden; break-inside: avoid; }
.qr { flex: none; width: ${qrMm}mm; height: ${qrMm}mm; } .qr svg { width: 100%; height: 100%; display: block; }
.text { min-width: 0; line-height: 1.15; }
.code { font-weight: 700; overflow-wrap: anywhere; }
.line { font-size: ${(6.5 * fontScale).toFixed(1)}pt; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
.ar { font-family: 'Almarai', sans-serif; }
</style></head><body>${pages.join('')}</body></html>`;
}
