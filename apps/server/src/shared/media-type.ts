import { detectImageType, type ImageType } from './image-type';

/** Video types accepted for learning-zone uploads. */
export type VideoType = 'video/mp4' | 'video/webm';
export type MediaType = ImageType | VideoType;

const ascii = (data: Uint8Array, from: number, to: number) => String.fromCharCode(...data.subarray(from, to));

/**
 * The type of an uploaded image or video from its first bytes (the declared type and file name are not
 * trusted): JPEG, PNG, WebP; MP4 (an ISO-BMFF `ftyp` box first) or WebM (EBML with DocType "webm").
 */
export function detectMediaType(data: Uint8Array): MediaType | null {
  const image = detectImageType(data);
  if (image) return image;
  if (data.length >= 12 && ascii(data, 4, 8) === 'ftyp') {
    // Brands of MP4 video; HEIC/AVIF images and QuickTime also use ftyp and are refused.
    const brand = ascii(data, 8, 12);
    if (/^(isom|iso[2-9]|mp41|mp42|avc1|dash|M4V |MSNV|3gp[4-6])$/.test(brand)) return 'video/mp4';
    return null;
  }
  if (data.length >= 4 && data[0] === 0x1a && data[1] === 0x45 && data[2] === 0xdf && data[3] === 0xa3) {
    // The DocType element (0x42 0x82) holds "webm" within the EBML header; Matroska (.mkv) is refused.
    const header = ascii(data, 4, Math.min(data.length, 64));
    return header.includes('\x42\x82\x84webm') ? 'video/webm' : null;
  }
  return null;
}

export const isVideoType = (type: MediaType): type is VideoType => type.startsWith('video/');

export const MEDIA_EXTENSIONS: Record<MediaType, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'video/mp4': 'mp4',
  'video/webm': 'webm',
};
