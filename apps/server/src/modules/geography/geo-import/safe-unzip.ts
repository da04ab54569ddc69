import { openZip as openSharedZip, ZipError, type SafeZip } from '../../../shared/safe-zip';
import { GEO_IMPORT_LIMITS, GeoImportError, type GeoImportErrorCode } from './errors';

export { isZip, type SafeZip, type ZipEntry } from '../../../shared/safe-zip';

const CODES: Record<ZipError['code'], GeoImportErrorCode> = { too_large: 'too_large', invalid: 'invalid_file', unsupported: 'unsupported_format' };

/**
 * A border file's zip (KMZ, zipped Shapefile) opened through the server's one zip-bomb-safe reader
 * (shared/safe-zip.ts) with the border import's limits; its refusals become GeoImportErrors.
 */
export function openZip(bytes: Uint8Array): SafeZip {
  const limits = { maxUncompressedBytes: GEO_IMPORT_LIMITS.maxUncompressedBytes, maxEntries: GEO_IMPORT_LIMITS.maxZipEntries };
  const zip = translated(() => openSharedZip(bytes, limits));
  return { entries: zip.entries, read: (entry) => translated(() => zip.read(entry)) };
}

function translated<T>(fn: () => T): T {
  try {
    return fn();
  } catch (error) {
    if (error instanceof ZipError) throw new GeoImportError(CODES[error.code], error.message);
    throw error;
  }
}
