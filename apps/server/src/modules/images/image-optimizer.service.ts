import { readFile, realpath } from 'node:fs/promises';
import { isAbsolute, relative, resolve } from 'node:path';
import sharp, { type Metadata } from 'sharp';
import type { ImageQuery } from '@rayyan/contracts';
import { AppError } from '../../shared/app-error';

export type OutputFormat = 'webp' | 'jpeg' | 'png';

export interface OptimizedImage {
  body: Buffer;
  contentType: string;
}

/** A bounded least-recently-used cache of encoded images, by bytes. */
export function createByteLru(maxBytes: number) {
  const entries = new Map<string, OptimizedImage>();
  let bytes = 0;
  return {
    get(key: string): OptimizedImage | undefined {
      const hit = entries.get(key);
      if (hit) {
        entries.delete(key);
        entries.set(key, hit);
      }
      return hit;
    },
    set(key: string, value: OptimizedImage) {
      if (value.body.length > maxBytes) return;
      const old = entries.get(key);
      if (old) bytes -= old.body.length;
      entries.delete(key);
      entries.set(key, value);
      bytes += value.body.length;
      for (const [oldest, entry] of entries) {
        if (bytes <= maxBytes) break;
        entries.delete(oldest);
        bytes -= entry.body.length;
      }
    },
    get size() {
      return entries.size;
    },
  };
}

export interface ImageOptimizerOptions {
  /** Folder local URLs ("/images/x.png") resolve in: the built web app. */
  localRoot: string;
  /** Hosts whose http(s) images may be optimized; empty by default (no network here). */
  allowedHosts?: readonly string[];
  /** Fetches a remote image of an allowed host (a port, so tests need no network). */
  fetchRemote?: (url: URL) => Promise<Buffer>;
  /**
   * Uploaded files served by the API (learning-zone media): the bytes of such an address, undefined
   * when the address is not one (then the web build is tried), or null when it is one but unknown.
   */
  storedSource?: (path: string) => Promise<Buffer | null | undefined>;
  cacheBytes?: number;
}

/** Source images bigger than this are refused: they would cost too much memory to decode. */
const MAX_SOURCE_BYTES = 20 * 1024 * 1024;
const MAX_SOURCE_PIXELS = 50_000_000;

/** Reads the original bytes of `url`: a local path under localRoot, or an allow-listed remote image. */
async function sourceBytes(url: string, { localRoot, allowedHosts = [], fetchRemote, storedSource }: ImageOptimizerOptions): Promise<Buffer> {
  if (url.startsWith('/') && !url.startsWith('//')) {
    let path: string;
    try {
      path = decodeURIComponent(url.split(/[?#]/)[0]!);
    } catch {
      throw new AppError('image_source', 400); // a malformed percent-encoding ("%E0%A4%A")
    }
    if (path.includes('\0')) throw new AppError('image_source', 400);
    const stored = storedSource ? await storedSource(path) : undefined;
    if (stored === null) throw new AppError('image_source', 400);
    if (stored) return stored;
    const root = await realpath(localRoot).catch(() => resolve(localRoot));
    const file = resolve(root, '.' + path);
    const real = await realpath(file).catch(() => null);
    const rel = real ? relative(root, real) : '..';
    if (!real || rel.startsWith('..') || isAbsolute(rel)) throw new AppError('image_source', 400);
    const bytes = await readFile(real).catch(() => null);
    if (!bytes) throw new AppError('image_source', 400);
    return bytes;
  }
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new AppError('image_source', 400);
  }
  if (!/^https?:$/.test(parsed.protocol) || !allowedHosts.includes(parsed.hostname) || !fetchRemote) throw new AppError('image_source', 400);
  return fetchRemote(parsed);
}

/**
 * The image optimizer of spec points 7 and 9: resizes a local or allow-listed image to one of the
 * spec's widths (never enlarging) and re-encodes it at quality q, WebP when the browser accepts it.
 * Results are kept in a memory LRU, so a page's srcset costs one encode per width.
 */
export function createImageOptimizer(options: ImageOptimizerOptions) {
  const cache = createByteLru(options.cacheBytes ?? 64 * 1024 * 1024);
  return {
    async optimize({ url, w, q }: ImageQuery, format: OutputFormat | 'auto', acceptsWebp: boolean): Promise<OptimizedImage> {
      const key = `${url}|${w}|${q}|${format}|${acceptsWebp}`;
      const cached = cache.get(key);
      if (cached) return cached;
      const bytes = await sourceBytes(url, options);
      if (bytes.length > MAX_SOURCE_BYTES) throw new AppError('image_source', 400);
      let metadata: Metadata;
      try {
        metadata = await sharp(bytes, { limitInputPixels: MAX_SOURCE_PIXELS }).metadata();
      } catch {
        throw new AppError('image_source', 400);
      }
      const input = metadata.format;
      if (!input || !['jpeg', 'png', 'webp', 'avif', 'gif', 'svg'].includes(input)) throw new AppError('image_source', 400);
      const out: OutputFormat = format !== 'auto' ? format : acceptsWebp ? 'webp' : input === 'png' || input === 'svg' ? 'png' : 'jpeg';
      const pipeline = sharp(bytes, { limitInputPixels: MAX_SOURCE_PIXELS, density: input === 'svg' ? 144 : undefined })
        .rotate()
        .resize({ width: w, withoutEnlargement: true });
      const body =
        out === 'webp'
          ? await pipeline.webp({ quality: q }).toBuffer()
          : out === 'png'
            ? await pipeline.png({ quality: q, palette: q < 100 }).toBuffer()
            : await pipeline.jpeg({ quality: q, mozjpeg: true }).toBuffer();
      const result = { body, contentType: `image/${out}` };
      cache.set(key, result);
      return result;
    },
  };
}

export type ImageOptimizer = ReturnType<typeof createImageOptimizer>;
