import { Inflate } from 'fflate';

/** One file listed in a zip's central directory. */
export interface ZipEntry {
  /** Path inside the archive, `/`-separated. */
  name: string;
  /** 0 = stored, 8 = deflate (the only two we read). */
  method: number;
  compressedSize: number;
  /** Size the archive claims; never trusted alone — see {@link readZipEntry}. */
  declaredSize: number;
  localHeaderOffset: number;
  isDirectory: boolean;
}

/** Limits of one archive; each importer sets its own (borders, spreadsheets, …). */
export interface ZipLimits {
  /** Sum of the uncompressed sizes (declared, and actual while inflating). */
  maxUncompressedBytes: number;
  /** Entries (files and folders). */
  maxEntries: number;
}

/**
 * Why an archive was refused. `too_large`: over a limit (a zip bomb, or just too much); `invalid`:
 * damaged, truncated or encrypted; `unsupported`: ZIP64 or a compression method other than stored/deflate.
 * `message` is English, safe to show, without internals.
 */
export class ZipError extends Error {
  override readonly name = 'ZipError';
  constructor(
    readonly code: 'too_large' | 'invalid' | 'unsupported',
    message: string,
  ) {
    super(message);
  }
}

/** A zip opened for reading with a shared decompression budget. */
export interface SafeZip {
  entries: ZipEntry[];
  /** Inflates one entry, charging its actual size against the archive's budget. */
  read(entry: ZipEntry): Uint8Array;
}

const EOCD_SIGNATURE = 0x06054b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const LOCAL_SIGNATURE = 0x04034b50;
/** Compressed bytes pushed to the inflater at a time. Deflate's best ratio is ~1032:1, so one push can
 * overshoot the budget by at most ~4 MB before we notice and stop. */
const INFLATE_CHUNK = 4 * 1024;

/** True when the bytes start with a zip local-file header (`PK\x03\x04`). */
export function isZip(bytes: Uint8Array): boolean {
  return bytes.length >= 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;
}

/**
 * The one place where the server opens zip archives (border files, .xlsx workbooks, later importers):
 * from the central directory, without inflating anything, refusing zip bombs up front.
 *
 * Zip-bomb defence (OWASP "file upload" cheat sheet; D. Fifield, "A better zip bomb", 2019):
 * 1. entry count ≤ `limits.maxEntries` (the count in the end record and the entries actually walked);
 * 2. the sum of DECLARED uncompressed sizes ≤ `limits.maxUncompressedBytes`;
 * 3. while inflating ({@link SafeZip.read}) the ACTUAL output is counted chunk by chunk and must stay
 *    within the entry's declared size and the archive's remaining budget, so a header that lies
 *    ("declared 1 KB, inflates to 1 GB") is stopped after at most one chunk;
 * 4. ZIP64, encryption and methods other than stored/deflate are refused (none is needed for a ≤ 10 MB
 *    border file, and each widens the attack surface).
 * We parse the central directory ourselves (APPNOTE.TXT §4.3) because fflate's `unzipSync` inflates
 * each entry in one call, trusting the header, before we could count its output.
 */
export function openZip(bytes: Uint8Array, limits: ZipLimits): SafeZip {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const eocd = findEndOfCentralDirectory(view);
  if (eocd < 0) throw new ZipError('invalid', 'The zip archive is damaged (no central directory).');
  const totalEntries = view.getUint16(eocd + 10, true);
  const cdSize = view.getUint32(eocd + 12, true);
  const cdOffset = view.getUint32(eocd + 16, true);
  if (totalEntries === 0xffff || cdOffset === 0xffffffff) {
    throw new ZipError('unsupported', 'ZIP64 archives are not supported; zip the files again with a standard tool.');
  }
  if (totalEntries > limits.maxEntries) {
    throw new ZipError('too_large', `The zip holds ${totalEntries} files; at most ${limits.maxEntries} are allowed.`);
  }
  if (cdOffset + cdSize > bytes.length) throw new ZipError('invalid', 'The zip archive is damaged (truncated).');

  const entries: ZipEntry[] = [];
  let declaredTotal = 0;
  let p = cdOffset;
  const decoder = new TextDecoder('utf-8');
  for (let i = 0; i < totalEntries; i++) {
    if (p + 46 > bytes.length || view.getUint32(p, true) !== CENTRAL_SIGNATURE) {
      throw new ZipError('invalid', 'The zip archive is damaged (bad directory entry).');
    }
    const flags = view.getUint16(p + 8, true);
    const method = view.getUint16(p + 10, true);
    const compressedSize = view.getUint32(p + 20, true);
    const declaredSize = view.getUint32(p + 24, true);
    const nameLength = view.getUint16(p + 28, true);
    const extraLength = view.getUint16(p + 30, true);
    const commentLength = view.getUint16(p + 32, true);
    const localHeaderOffset = view.getUint32(p + 42, true);
    const name = decoder.decode(bytes.subarray(p + 46, p + 46 + nameLength));
    p += 46 + nameLength + extraLength + commentLength;
    if (compressedSize === 0xffffffff || declaredSize === 0xffffffff || localHeaderOffset === 0xffffffff) {
      throw new ZipError('unsupported', 'ZIP64 archives are not supported; zip the files again with a standard tool.');
    }
    if (flags & 0x1) throw new ZipError('invalid', 'Encrypted (password-protected) zip files are not supported.');
    declaredTotal += declaredSize;
    if (declaredTotal > limits.maxUncompressedBytes) {
      throw new ZipError('too_large', `The zip uncompresses to more than ${mb(limits.maxUncompressedBytes)} MB.`);
    }
    entries.push({ name, method, compressedSize, declaredSize, localHeaderOffset, isDirectory: name.endsWith('/') });
  }

  let budget = limits.maxUncompressedBytes;
  return {
    entries,
    read(entry) {
      const out = readZipEntry(bytes, view, entry, Math.min(entry.declaredSize, budget), limits);
      budget -= out.length;
      return out;
    },
  };
}

/** Inflates one entry, refusing as soon as the output passes `limit` bytes. */
function readZipEntry(bytes: Uint8Array, view: DataView, entry: ZipEntry, limit: number, limits: ZipLimits): Uint8Array {
  const chunks: Uint8Array[] = [];
  const produced = inflateEntry(bytes, view, entry, limit, limits, (chunk) => chunks.push(chunk));
  if (chunks.length === 1 && chunks[0]!.length === produced) return chunks[0]!;
  const out = new Uint8Array(produced);
  let o = 0;
  for (const c of chunks) {
    out.set(c, o);
    o += c.length;
  }
  return out;
}

/** Inflates one entry, only counting its output. */
function countZipEntry(bytes: Uint8Array, view: DataView, entry: ZipEntry, limit: number, limits: ZipLimits): number {
  return inflateEntry(bytes, view, entry, limit, limits, () => undefined);
}

/** Inflates one entry chunk by chunk into `sink`, refusing as soon as the output passes `limit` bytes; returns its size. */
function inflateEntry(bytes: Uint8Array, view: DataView, entry: ZipEntry, limit: number, limits: ZipLimits, sink: (chunk: Uint8Array) => void): number {
  const h = entry.localHeaderOffset;
  if (h + 30 > bytes.length || view.getUint32(h, true) !== LOCAL_SIGNATURE) {
    throw new ZipError('invalid', `The zip archive is damaged (entry ${entry.name}).`);
  }
  const start = h + 30 + view.getUint16(h + 26, true) + view.getUint16(h + 28, true);
  const end = start + entry.compressedSize;
  if (end > bytes.length) throw new ZipError('invalid', `The zip archive is damaged (entry ${entry.name} is truncated).`);
  const data = bytes.subarray(start, end);
  const tooLarge = () =>
    new ZipError('too_large', `The zip entry ${entry.name} uncompresses to more than its declared size or the ${mb(limits.maxUncompressedBytes)} MB limit.`);

  if (entry.method === 0) {
    if (data.length > limit) throw tooLarge();
    sink(data.slice());
    return data.length;
  }
  if (entry.method !== 8) {
    throw new ZipError('unsupported', `The zip entry ${entry.name} uses an unsupported compression method (${entry.method}).`);
  }
  let produced = 0;
  let finished = false;
  const inflater = new Inflate((chunk, final) => {
    produced += chunk.length;
    if (produced > limit) throw tooLarge();
    sink(chunk);
    if (final) finished = true;
  });
  try {
    for (let off = 0; off < data.length; off += INFLATE_CHUNK) {
      const next = Math.min(off + INFLATE_CHUNK, data.length);
      inflater.push(data.subarray(off, next), next === data.length);
    }
    if (data.length === 0) inflater.push(new Uint8Array(0), true);
  } catch (error) {
    if (error instanceof ZipError) throw error;
    throw new ZipError('invalid', `The zip entry ${entry.name} is damaged and cannot be uncompressed.`);
  }
  if (!finished) throw new ZipError('invalid', `The zip entry ${entry.name} is truncated.`);
  return produced;
}

/**
 * Checks a whole archive before a library that trusts zip headers (exceljs → JSZip) opens it: the
 * central directory as in {@link openZip}, then every entry inflated and counted (its output thrown away
 * chunk by chunk, so checking costs no memory), so that the library will find nothing larger than the
 * limits allow. Throws {@link ZipError}; returns the entries' names.
 */
export function inspectZip(bytes: Uint8Array, limits: ZipLimits): string[] {
  const zip = openZip(bytes, limits);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let budget = limits.maxUncompressedBytes;
  for (const entry of zip.entries) budget -= countZipEntry(bytes, view, entry, Math.min(entry.declaredSize, budget), limits);
  return zip.entries.map((e) => e.name);
}

/** The end-of-central-directory record sits in the last 22 + up to 65,535 (comment) bytes. */
function findEndOfCentralDirectory(view: DataView): number {
  const min = Math.max(0, view.byteLength - 22 - 0xffff);
  for (let i = view.byteLength - 22; i >= min; i--) {
    if (view.getUint32(i, true) === EOCD_SIGNATURE) return i;
  }
  return -1;
}

function mb(bytes: number): number {
  return Math.round(bytes / (1024 * 1024));
}
