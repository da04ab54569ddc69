import wasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url';
import { decodeQr, loadWasmFrom } from './qr-decoder';

// Vite copies the decoder's .wasm into the build's assets (hashed, cached for a year, precached by the service
// worker): the scan screen works offline and never asks another origin.
loadWasmFrom({ url: wasmUrl });

export { decodeQr };
