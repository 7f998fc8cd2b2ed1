const utf8 = new TextDecoder("utf-8", { fatal: true });
const windows1252 = new TextDecoder("windows-1252");

/**
 * A spreadsheet's CSV as text. Excel in Portuguese saves "CSV (separado por vírgulas)" in Windows-1252,
 * which read as UTF-8 would turn every "ç" and "ã" into "�": bytes that are not valid UTF-8 are read
 * as Windows-1252 instead (docs/decisions/046), and the server always receives UTF-8.
 */
export function csvText(bytes: ArrayBuffer | Uint8Array): string {
  try {
    return utf8.decode(bytes);
  } catch {
    return windows1252.decode(bytes);
  }
}
