/** Reading the reports' files back in tests: an .xlsx's sheets and a PDF's text. */

/** Every sheet of a workbook: its name, whether it reads right to left, and its cells as text row by row. */
export async function sheetsOf(data: Buffer): Promise<{ name: string; rightToLeft: boolean; rows: string[][] }[]> {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(data as unknown as ArrayBuffer);
  return workbook.worksheets.map((sheet) => {
    const rows: string[][] = [];
    sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1).map((v) => (v === null || v === undefined ? '' : String(v)))));
    return { name: sheet.name, rightToLeft: sheet.views.some((view) => view.rightToLeft === true), rows };
  });
}

const ARABIC = /[\u0600-\u06FF\uFB50-\uFDFF\uFE70-\uFEFF]/;

/**
 * One printed line in reading order from its pieces (pdf.js answers Chromium's Arabic glyph by glyph, each with
 * its position): left to right as placed on the page, and when the line holds Arabic, reversed with each run of
 * Latin pieces (codes, numbers) turned back. Arabic presentation forms become their letters (NFKC).
 */
export function readingOrder(pieces: { str: string; x: number }[]): string {
  const placed = [...pieces].sort((a, b) => a.x - b.x).map((p) => p.str);
  if (!placed.some((str) => ARABIC.test(str))) return placed.join('').normalize('NFKC');
  const runs: string[][] = [];
  for (const str of placed.reverse()) {
    const latin = !ARABIC.test(str);
    const last = runs.at(-1);
    if (latin && last && !ARABIC.test(last[0]!)) last.unshift(str);
    else runs.push([str]);
  }
  return runs.map((run) => run.join('')).join('').normalize('NFKC');
}

/** The PDF's text page after page, each printed line (pieces on one baseline) in reading order, top to bottom. */
export async function pdfText(data: Buffer): Promise<string> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const document = await pdfjs.getDocument({ data: new Uint8Array(data), useSystemFonts: false, isEvalSupported: false }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= document.numPages; n++) {
    const content = await (await document.getPage(n)).getTextContent();
    const lines = new Map<number, { str: string; x: number }[]>();
    for (const item of content.items) {
      if (!('str' in item) || item.str === '') continue;
      const y = Math.round(item.transform[5] as number);
      lines.set(y, [...(lines.get(y) ?? []), { str: item.str, x: item.transform[4] as number }]);
    }
    pages.push([...lines].sort(([a], [b]) => b - a).map(([, pieces]) => readingOrder(pieces)).join('\n'));
  }
  await document.destroy();
  return pages.join('\n');
}
