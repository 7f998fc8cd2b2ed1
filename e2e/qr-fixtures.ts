import type { Locator } from "@playwright/test";
import jsQR from "jsqr";
import { PNG } from "pngjs";

/**
 * The shop's Pix key on the shared e2e server, set once before any spec runs (global-setup.ts): specs
 * that read a Pix code never see it appear or change under them.
 */
export const SHOP_PIX = {
  keyType: "aleatoria",
  key: "123e4567-e89b-12d3-a456-426614174000",
  receiverName: "Bancada Assistência",
  receiverCity: "São Paulo",
};

/** A QR code on the screen, read as a phone's camera would. */
export async function readQr(qr: Locator): Promise<string> {
  const png = PNG.sync.read(await qr.screenshot());
  const code = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
  if (!code) throw new Error("no QR code could be read off the screen");
  return code.data;
}

/** The EMV fields of a BR Code, read by the tests' own parser: ID, two-digit length, value. */
export function emvFields(text: string): Map<string, string> {
  const fields = new Map<string, string>();
  for (let at = 0; at < text.length;) {
    const id = text.slice(at, at + 2);
    const length = Number(text.slice(at + 2, at + 4));
    fields.set(id, text.slice(at + 4, at + 4 + length));
    at += 4 + length;
  }
  return fields;
}

/** CRC-16/CCITT-FALSE bit by bit (the app's own is table-driven): polynomial 0x1021, start 0xFFFF. */
export function crc16(text: string): string {
  let crc = 0xffff;
  for (const byte of Buffer.from(text, "utf8")) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++) crc = (crc & 0x8000 ? (crc << 1) ^ 0x1021 : crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, "0");
}
