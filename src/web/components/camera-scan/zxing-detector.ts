import { BarcodeDetector, prepareZXingModule, purgeZXingModule, type BarcodeFormat } from "barcode-detector/ponyfill";
// Bundled with the app and served from its own origin: the polyfill would fetch it from a CDN, which the
// page's Content-Security-Policy (and a shop without internet) does not allow.
import wasmUrl from "zxing-wasm/reader/zxing_reader.wasm?url";
import type { Detector } from "./barcode-detector";

// One object for the page's life: the polyfill keeps the compiled module while the overrides stay the same.
const overrides = { locateFile: (path: string, prefix: string) => (path.endsWith(".wasm") ? wasmUrl : prefix + path) };

/**
 * The polyfill's detector, its WebAssembly compiled before it is handed over, so a reader that cannot load
 * fails when the camera opens rather than on every frame; a failure is forgotten, so the next open retries.
 */
export async function zxingDetector(formats: string[]): Promise<Detector> {
  try {
    await prepareZXingModule({ overrides, fireImmediately: true });
  } catch (error) {
    purgeZXingModule();
    throw error;
  }
  return new BarcodeDetector({ formats: formats as BarcodeFormat[] });
}
