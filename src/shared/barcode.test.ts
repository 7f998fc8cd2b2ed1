import { describe, expect, it } from "vitest";
import { BARCODE_CHECK_DIGIT_MESSAGE, BARCODE_FORMAT_MESSAGE, barcodeProblem, eanCheckDigit } from "./barcode";

describe("barcodes", () => {
  it("computes the EAN-13 and EAN-8 check digits", () => {
    expect(eanCheckDigit("789100031550")).toBe(7); // 7891000315507
    expect(eanCheckDigit("400638133393")).toBe(1); // 4006381333931
    expect(eanCheckDigit("9638507")).toBe(4); // 96385074
    expect(eanCheckDigit("5012345")).toBe(2); // 50123452
    expect(eanCheckDigit("000000000000")).toBe(0);
  });

  it("accepts EANs with their right digit and refuses a wrong one in words", () => {
    for (const code of ["7891000315507", "4006381333931", "96385074", "50123452"])
      expect(barcodeProblem(code)).toBeNull();
    for (const code of ["7891000315508", "4006381333930", "96385075", "50123455"])
      expect(barcodeProblem(code), code).toBe(BARCODE_CHECK_DIGIT_MESSAGE);
  });

  it("takes the shop's own codes of 3 to 32 letters, digits or hyphens, other digit counts included", () => {
    for (const code of ["GAV-01", "abc", "TELA-A54-OLED", "123456789012", "1234567", "A".repeat(32)])
      expect(barcodeProblem(code), code).toBeNull();
    for (const code of ["ab", "A".repeat(33), "TELA A54", "tela_a54", "ção-1", ""])
      expect(barcodeProblem(code), code).toBe(BARCODE_FORMAT_MESSAGE);
  });
});
