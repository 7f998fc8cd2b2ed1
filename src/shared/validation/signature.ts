import { z } from "zod";

/**
 * The most a delivery signature's PNG may weigh, decoded. A pad's drawing at twice the screen's
 * resolution is a few tens of KB; the bound keeps one status change from carrying a photo.
 */
export const SIGNATURE_MAX_BYTES = 300 * 1024;
export const SIGNATURE_DATA_URL_PREFIX = "data:image/png;base64,";
/** The longest data URL whose base64 decodes to at most SIGNATURE_MAX_BYTES (4 characters per 3 bytes). */
export const SIGNATURE_MAX_CHARS = SIGNATURE_DATA_URL_PREFIX.length + Math.ceil(SIGNATURE_MAX_BYTES / 3) * 4;

/**
 * The most pixels a signature's PNG may declare. The pad draws at most twice the screen's pixels in a
 * dialog 160 pixels tall, so a real one is far below; a few hundred KB can declare billions of pixels,
 * which every page showing it would have to decode.
 */
export const SIGNATURE_MAX_WIDTH = 4000;
export const SIGNATURE_MAX_HEIGHT = 2000;

export const SIGNATURE_NOT_PNG = "A assinatura deve ser uma imagem PNG";
export const SIGNATURE_TOO_LARGE = "Assinatura muito grande (máximo 300 KB)";
export const SIGNATURE_TOO_MANY_PIXELS = `Assinatura com dimensões grandes demais (máximo ${SIGNATURE_MAX_WIDTH} × ${SIGNATURE_MAX_HEIGHT} pixels)`;

// One character class, no groups: linear on a text of hundreds of KB, with nothing to backtrack.
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/**
 * The customer's signature at delivery as the pad gives it, a `data:image/png;base64,…` URL. Only its
 * form is checked here; the server decodes it and checks the bytes are a PNG.
 */
export const signatureDataUrlSchema = z
  .string({ error: SIGNATURE_NOT_PNG })
  .max(SIGNATURE_MAX_CHARS, { error: SIGNATURE_TOO_LARGE, abort: true })
  .refine((value) => {
    if (!value.startsWith(SIGNATURE_DATA_URL_PREFIX)) return false;
    const base64 = value.slice(SIGNATURE_DATA_URL_PREFIX.length);
    return base64.length > 0 && base64.length % 4 === 0 && BASE64.test(base64);
  }, SIGNATURE_NOT_PNG);
