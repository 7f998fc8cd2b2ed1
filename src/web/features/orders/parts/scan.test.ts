import { describe, expect, it } from "vitest";
import { exactMatch } from "./scan";

describe("a scanned code", () => {
  const parts = [
    { name: "Capa 7891000315507", barcode: null, sku: "CAPA-1" },
    { name: "Tela A54", barcode: "7891000315507", sku: "TELA-A54" },
  ];

  it("names the part whose barcode or SKU it is, not one that merely mentions it", () => {
    expect(exactMatch(parts, "7891000315507")?.name).toBe("Tela A54");
    expect(exactMatch(parts, "tela-a54")?.name).toBe("Tela A54");
    expect(exactMatch(parts, "789100031550")).toBeUndefined();
  });
});
