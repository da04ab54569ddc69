import { describe, expect, it } from 'vitest';
import { detectMediaType } from './media-type';

const mp4 = (brand: string) => Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from(`ftyp${brand}`, 'latin1'), Buffer.alloc(16)]);
const ebml = (docType: string) =>
  Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0x82, 0x80 | docType.length]), Buffer.from(docType, 'latin1'), Buffer.alloc(8)]);

describe('media type by magic bytes', () => {
  it('recognises images, MP4 and WebM', () => {
    expect(detectMediaType(Buffer.from([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(detectMediaType(mp4('isom'))).toBe('video/mp4');
    expect(detectMediaType(mp4('mp42'))).toBe('video/mp4');
    expect(detectMediaType(ebml('webm'))).toBe('video/webm');
  });

  it('refuses HEIC, QuickTime, Matroska, text and truncated headers', () => {
    expect(detectMediaType(mp4('heic'))).toBeNull();
    expect(detectMediaType(mp4('qt  '))).toBeNull();
    expect(detectMediaType(ebml('matroska'))).toBeNull();
    expect(detectMediaType(Buffer.from('<html>video.mp4</html>'))).toBeNull();
    expect(detectMediaType(Buffer.from([0, 0, 0, 0x18, 0x66]))).toBeNull();
  });
});
