import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import QRCode from 'qrcode';
import { beforeAll, describe, expect, it } from 'vitest';
import { decodeQr, loadWasmFrom, type Pixels } from './qr-decoder';

/** A QR code drawn as RGBA pixels, `scale` pixels a module, with a quiet zone, dark on light. */
function qrPixels(text: string, scale = 4, tamper?: (x: number, y: number) => boolean): Pixels {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const margin = 4;
  const size = (modules.size + 2 * margin) * scale;
  const data = new Uint8ClampedArray(size * size * 4).fill(255);
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const mx = Math.floor(x / scale) - margin;
      const my = Math.floor(y / scale) - margin;
      const inside = mx >= 0 && my >= 0 && mx < modules.size && my < modules.size;
      const dark = inside && modules.get(my, mx) === 1;
      const value = tamper?.(x, y) ? 128 : dark ? 20 : 235;
      data.set([value, value, value, 255], (y * size + x) * 4);
    }
  }
  return { data, width: size, height: size };
}

beforeAll(() => {
  const wasm = readFileSync(createRequire(import.meta.url).resolve('zxing-wasm/reader/zxing_reader.wasm'));
  loadWasmFrom({ binary: wasm.buffer.slice(wasm.byteOffset, wasm.byteOffset + wasm.byteLength) });
});

describe('the QR decoder', () => {
  it('reads a label link from the pixels of its code', async () => {
    const link = 'https://rayyan.example/trees/q/Ab3dEf6hIj9kLm2nOp5qRs8tUv1wXy';
    expect(await decodeQr(qrPixels(link))).toBe(link);
  }, 30_000);

  it('answers null for an image without a code, and for a code smudged past repair', async () => {
    expect(await decodeQr({ data: new Uint8ClampedArray(64 * 64 * 4).fill(200), width: 64, height: 64 })).toBeNull();
    const smudged = qrPixels('https://rayyan.example/trees/q/Ab3dEf6hIj9kLm2nOp5qRs8tUv1wXy', 4, (x, y) => x > 40 && x < 120 && y > 30 && y < 150);
    expect(await decodeQr(smudged)).toBeNull();
  }, 30_000);
});
