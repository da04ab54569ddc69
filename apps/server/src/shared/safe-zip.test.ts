import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { zipWithDeclaredSize } from '../modules/geography/geo-import/test-fixtures';
import { XLSX_LIMITS } from './xlsx';
import { inspectZip, ZipError } from './safe-zip';

const refusal = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    return error instanceof ZipError ? error.code : error;
  }
  return 'accepted';
};

/** 30 MB of one repeated spreadsheet row: deflates to ~30 KB, like the 0.4 MB bomb. */
const sheetXml = () => strToU8(`<worksheet><sheetData>${'<row><c t="s"><v>0</v></c></row>'.repeat(900_000)}</sheetData></worksheet>`);

describe('inspectZip (the zip-bomb check every importer runs)', () => {
  it('lets an ordinary workbook-sized archive through and names its parts', () => {
    const zip = zipSync({ '[Content_Types].xml': strToU8('<Types/>'), 'xl/workbook.xml': strToU8('<workbook/>'), 'xl/worksheets/sheet1.xml': strToU8('<worksheet/>') });
    expect(inspectZip(zip, XLSX_LIMITS)).toEqual(['[Content_Types].xml', 'xl/workbook.xml', 'xl/worksheets/sheet1.xml']);
  });

  it('refuses an archive that declares more than the limit before inflating a byte', () => {
    const bomb = zipSync({ 'xl/worksheets/sheet1.xml': sheetXml() }, { level: 9 });
    expect(bomb.length).toBeLessThan(400_000);
    const started = performance.now();
    expect(refusal(() => inspectZip(bomb, XLSX_LIMITS))).toBe('too_large');
    expect(performance.now() - started).toBeLessThan(50);
  });

  it('refuses an entry whose header lies (declares 1 KB) as soon as it inflates past that', () => {
    const bomb = zipWithDeclaredSize('xl/worksheets/sheet1.xml', sheetXml(), 1_000);
    expect(refusal(() => inspectZip(bomb, XLSX_LIMITS))).toBe('too_large');
  });

  it('refuses too many parts, and a damaged archive as invalid', () => {
    const many = zipSync(Object.fromEntries(Array.from({ length: XLSX_LIMITS.maxEntries + 1 }, (_, i) => [`xl/media/${i}.txt`, strToU8('x')])));
    expect(refusal(() => inspectZip(many, XLSX_LIMITS))).toBe('too_large');
    const zip = zipSync({ 'xl/workbook.xml': strToU8('<workbook/>'.repeat(100)) });
    expect(refusal(() => inspectZip(zip.subarray(0, zip.length - 30), XLSX_LIMITS))).toBe('invalid');
  });
});
