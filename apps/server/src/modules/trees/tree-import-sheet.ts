import treesAr from '@rayyan/i18n/locales/ar/trees.json' with { type: 'json' };
import treesEn from '@rayyan/i18n/locales/en/trees.json' with { type: 'json' };
import {
  SPOT_STATES,
  TREE_GENDERS,
  TREE_HEALTH_STATES,
  TREE_IMPORT_COLUMNS,
  TREE_IMPORT_MAX_ROWS,
  TREE_ORIGIN_TYPES,
  treeImportRowSchema,
  type SheetImportRange,
  type TreeImportKey,
  type TreeImportRow,
} from '@rayyan/contracts';
import { normalText, readImportRange, sheetDate, type ImportRange } from '../../shared/sheet-import';
import { sheetText, type SheetValue } from '../../shared/sheet-range';
import { readSheet, type SheetRead } from '../../shared/xlsx';

/** Rows × columns of the sheet sent back for the grid preview, and the columns one import reads at most. */
const GRID = { rows: 200, cols: 30 };
const MAX_COLS = 60;

/** Reads an uploaded trees workbook in a worker thread through the shared, zip-bomb-checked reader. */
export function readTreeSheet(bytes: Buffer, input: SheetImportRange): Promise<SheetRead> {
  const { sheet, ...range } = input;
  return readSheet(bytes, { sheet, range, rangeLimits: { maxRows: TREE_IMPORT_MAX_ROWS, maxCols: MAX_COLS }, grid: GRID });
}

type TreeLabels = typeof treesEn;
const LANGUAGES: TreeLabels[] = [treesEn, treesAr as TreeLabels];
/** The screen's label of a column in both languages ('field_code' is the field's). */
const labelsOf = (key: TreeImportKey) => LANGUAGES.map((l) => (l.fields as Record<string, string>)[key === 'field_code' ? 'field' : key]).filter((x): x is string => !!x);

/** Headers: the template's English header, the key, and the list's column labels in English and Arabic. */
const HEADER_ALIASES = Object.fromEntries(
  TREE_IMPORT_COLUMNS.map(({ key, header }) => [key, [header, ...labelsOf(key), ...(key === 'field_code' ? ['field code', 'رمز الحقل'] : [])]]),
) as Record<TreeImportKey, string[]>;

/** A choice cell: the key, its English words ("Stone soil") or its label in English or Arabic; the text as typed otherwise. */
function chooser(values: readonly string[], group: 'health_states' | 'spot_states' | 'genders' | 'origin_types') {
  const byText = new Map<string, string>();
  for (const value of values) {
    byText.set(normalText(value), value);
    for (const labels of LANGUAGES) byText.set(normalText((labels[group] as Record<string, string>)[value] ?? value), value);
  }
  return (text: string) => byText.get(normalText(text)) ?? text;
}
const CHOICES = {
  health_state: chooser(TREE_HEALTH_STATES, 'health_states'),
  spot_state: chooser(SPOT_STATES, 'spot_states'),
  gender: chooser(TREE_GENDERS, 'genders'),
  origin_type: chooser(TREE_ORIGIN_TYPES, 'origin_types'),
};
const YES = new Set(['yes', 'true', '1', 'y', ...LANGUAGES.map((l) => normalText(l.yes))]);
const NO = new Set(['no', 'false', '0', 'n', ...LANGUAGES.map((l) => normalText(l.no))]);

const INTEGER_KEYS = ['row', 'column', 'drips_total', 'drips_working', 'drips_broken', 'drips_blocked', 'drip_flow_rate'] as const;
/** A number cell, or a number typed as text (a decimal comma too); other text as NaN, which the contract refuses. */
const numberOf = (value: SheetValue) => (typeof value === 'number' ? value : /^-?\d+([.,]\d+)?$/.test(value.trim()) ? Number(value.trim().replace(',', '.')) : Number.NaN);

/**
 * The range as tree rows: the header matched to the columns by text, each non-blank row read into the import contract.
 * A blank cell is left out of the row, so an update keeps that field. The field is required, and a code or both the row
 * and the column.
 */
export function readTreeRange(sheet: SheetRead): ImportRange<TreeImportKey, TreeImportRow> {
  return readImportRange(sheet, {
    aliases: HEADER_ALIASES,
    missing: (present) => [
      ...(present.has('field_code') ? [] : (['field_code'] as const)),
      ...(present.has('code') ? [] : (['row', 'column'] as const).filter((key) => !present.has(key))),
    ],
    parse: (cell) => {
      const raw: Record<string, unknown> = {};
      for (const { key } of TREE_IMPORT_COLUMNS) {
        const value = cell(key);
        if (value === undefined || value === '') continue;
        const text = sheetText(value).trim();
        if ((INTEGER_KEYS as readonly string[]).includes(key)) raw[key] = numberOf(value);
        else if (key === 'plantation_date') raw[key] = sheetDate(value);
        else if (key === 'productive') raw[key] = YES.has(normalText(text)) ? true : NO.has(normalText(text)) ? false : text;
        else if (key === 'origin_country') raw[key] = text.toUpperCase();
        else if (key in CHOICES) raw[key] = CHOICES[key as keyof typeof CHOICES](text);
        else raw[key] = text;
      }
      if (cell('field_code') === undefined || cell('field_code') === '') raw.field_code = '';
      return treeImportRowSchema.safeParse(raw);
    },
  });
}
