/** What the page needs of a BarcodeDetector (Shape Detection API), native or the polyfill's. */
export interface Detector {
  detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]>;
}

interface DetectorClass {
  new (options: { formats: string[] }): Detector;
  getSupportedFormats(): Promise<string[]>;
}

/** The codes on parts: retail EAN-13 and EAN-8, and Code 128 of the shops' own labels. */
export const PART_CODE_FORMATS = ["ean_13", "ean_8", "code_128"];

/**
 * The browser's own BarcodeDetector where it reads EAN-13 (Chrome on Android and macOS, Safari), else the
 * barcode-detector polyfill (ZXing in WebAssembly), fetched only now, when the camera opens
 * (docs/decisions/047).
 */
export async function partCodeDetector(): Promise<Detector> {
  const native = (globalThis as { BarcodeDetector?: DetectorClass }).BarcodeDetector;
  if (native) {
    const supported = await native.getSupportedFormats().catch(() => [] as string[]);
    if (supported.includes("ean_13"))
      return new native({ formats: PART_CODE_FORMATS.filter((format) => supported.includes(format)) });
  }
  const { zxingDetector } = await import("./zxing-detector");
  return zxingDetector(PART_CODE_FORMATS);
}
