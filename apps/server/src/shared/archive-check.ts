import { AppError } from './app-error';
import { CpuTaskError, CpuTaskTimeoutError, runCpuTask } from './cpu-pool';
import { inspectZip, type ZipLimits } from './safe-zip';

/**
 * The zip-bomb check every importer runs before handing an uploaded archive (an .xlsx workbook, a zip of
 * files) to a library that would inflate it trusting its headers: entry count, declared and actual
 * uncompressed sizes against `limits` (shared/safe-zip.ts `inspectZip`). The inflating happens in a
 * worker thread, so even a lying header costs the event loop nothing.
 *
 * Refusals: over a limit → 413 `archive_too_large`; a damaged, encrypted or ZIP64 archive → `invalid`
 * (the caller says what the file should have been, e.g. 415 not_xlsx).
 */
export async function checkArchive(bytes: Uint8Array, limits: ZipLimits, invalid: () => AppError): Promise<void> {
  const copy = new Uint8Array(bytes);
  try {
    await runCpuTask<InspectZipInput, string[]>(TASK, 'inspectZipTask', { bytes: copy, limits }, { transfer: [copy.buffer], timeoutMs: 10_000 });
  } catch (error) {
    const code = error instanceof CpuTaskError && error.errorName === 'ZipError' ? error.code : undefined;
    if (code === 'too_large' || error instanceof CpuTaskTimeoutError) throw new AppError('archive_too_large', 413);
    if (code === 'invalid' || code === 'unsupported') throw invalid();
    throw error;
  }
}

const TASK = new URL('./archive-check.ts', import.meta.url);

interface InspectZipInput {
  bytes: Uint8Array;
  limits: ZipLimits;
}

/** Worker task of {@link checkArchive}. */
export function inspectZipTask({ bytes, limits }: InspectZipInput): string[] {
  return inspectZip(bytes, limits);
}
