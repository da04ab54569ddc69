import type { FastifyRequest } from 'fastify';
import { V, rotationImportRangeSchema, type ErrorCode, type RotationImportRange } from '@rayyan/contracts';
import { AppError } from './app-error';
import type { SheetRead } from './xlsx';

const tooLarge = (error: unknown) => (error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE';

/** The multipart field `file` of an upload, at most `maxBytes` (413 `tooLargeCode`); a body that is not multipart is 415. */
export async function uploadedFile(request: FastifyRequest, maxBytes: number, tooLargeCode: ErrorCode): Promise<{ bytes: Buffer; fileName: string }> {
  if (!request.isMultipart()) throw new AppError('unsupported_media_type', 415);
  const part = await request.file({ limits: { fileSize: maxBytes, files: 1 } });
  if (!part || part.fieldname !== 'file') throw new AppError('validation_failed', 400, { file: V.required });
  try {
    return { bytes: await part.toBuffer(), fileName: part.filename };
  } catch (error) {
    if (tooLarge(error)) throw new AppError(tooLargeCode, 413);
    throw error;
  }
}

/**
 * The uploaded workbook (`file`, at most `maxBytes`: 413 xlsx_too_large) and the sheet and range fields of a multipart
 * sheet import request (`sheet`, `first_row`, `last_row`, `first_col`, `last_col`; 400 range_invalid naming a bad one).
 */
export async function sheetUpload(request: FastifyRequest, maxBytes: number): Promise<{ bytes: Buffer; range: RotationImportRange }> {
  if (!request.isMultipart()) throw new AppError('unsupported_media_type', 415);
  const fields: Record<string, string> = {};
  let bytes: Buffer | undefined;
  for await (const part of request.parts({ limits: { fileSize: maxBytes, files: 1, fields: 10 } })) {
    if (part.type === 'file') {
      if (part.fieldname !== 'file') {
        await part.toBuffer().catch(() => undefined);
        continue;
      }
      try {
        bytes = await part.toBuffer();
      } catch (error) {
        if (tooLarge(error)) throw new AppError('xlsx_too_large', 413);
        throw error;
      }
    } else if (typeof part.value === 'string' && part.value !== '') fields[part.fieldname] = part.value;
  }
  if (!bytes) throw new AppError('validation_failed', 400, { file: V.required });
  const range = rotationImportRangeSchema.safeParse(fields);
  if (!range.success) {
    throw new AppError('range_invalid', 400, Object.fromEntries(range.error.issues.map((i) => [String(i.path[0]), i.message])));
  }
  return { bytes, range: range.data };
}

/** A sheet import's preview answer: the workbook's sheets, the range read, the grid and each row with its problems. */
export function sheetPreview<K extends string>(
  sheet: SheetRead,
  read: { columns: string[]; missing: K[]; rows: { index: number; values: string[]; errors: Record<string, string>; error_keys: Record<string, string> }[] },
) {
  return {
    sheets: sheet.sheets,
    sheet: sheet.sheet,
    used_range: sheet.used,
    range: sheet.range,
    grid: sheet.grid,
    columns: read.columns,
    missing_columns: read.missing,
    rows: read.rows.map(({ index, values, errors, error_keys }) => ({ index, values, errors, error_keys })),
  };
}
