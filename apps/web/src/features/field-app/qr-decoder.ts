import { prepareZXingModule, readBarcodes } from 'zxing-wasm/reader';

/**
 * The QR decoder of the scan screen (issue #12): ZXing-C++ compiled to WebAssembly (zxing-wasm, reader build). Its
 * .wasm is always ours: the browser build points it at the file Vite bundles (qr-decoder.browser.ts), tests hand the
 * bytes; the library's own default (a CDN) is never used. Loaded only with the scan screen.
 */
export interface Pixels {
  data: Uint8ClampedArray;
  width: number;
  height: number;
}

/** Where the WebAssembly comes from: a URL on our origin (browser) or its bytes (tests). */
export type WasmSource = { url: string } | { binary: ArrayBuffer };

export function loadWasmFrom(source: WasmSource): void {
  prepareZXingModule({
    overrides: 'url' in source ? { locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? source.url : prefix + path) } : { wasmBinary: source.binary },
    fireImmediately: false,
  });
}

/** The text of the first QR code in the pixels, or null when none can be read. */
export async function decodeQr(pixels: Pixels): Promise<string | null> {
  const image = { data: pixels.data, width: pixels.width, height: pixels.height, colorSpace: 'srgb' } as ImageData;
  const [found] = await readBarcodes(image, { formats: ['QRCode'], tryHarder: true, maxNumberOfSymbols: 1 });
  return found?.isValid ? found.text : null;
}
